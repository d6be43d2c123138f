import { useEffect, useRef } from "react";

/**
 * Each admin view names itself in the tab title and, when it opens, moves focus to its
 * heading, so a screen-reader user hears where a link or button took them.
 */
export function usePage(title: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · Meridian AI Studio admin`;
  }, [title]);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, []);
  return heading;
}

import { useSyncExternalStore } from "react";

/**
 * Whether a media query matches now. The prerendered HTML assumes `serverValue`;
 * the browser corrects it right after hydration.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}

export const WIDE_MENU_QUERY = "(min-width: 769px)";
export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

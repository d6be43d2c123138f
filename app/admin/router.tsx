import { type AnchorHTMLAttributes, type MouseEvent, useEffect, useState } from "react";

/**
 * A router the size of the admin area: the History API, a change event and a Link.
 * Paths are the real URLs under /admin, so reload and the back button just work
 * (the server answers every /admin path with the same page).
 */

const CHANGE = "admin:navigate";

export type Place = { path: string; search: URLSearchParams };

function currentPlace(): Place {
  return {
    path: window.location.pathname.replace(/\/+$/, "") || "/",
    search: new URLSearchParams(window.location.search),
  };
}

export function usePlace(): Place {
  const [place, setPlace] = useState(currentPlace);
  useEffect(() => {
    const update = () => setPlace(currentPlace());
    window.addEventListener("popstate", update);
    window.addEventListener(CHANGE, update);
    return () => {
      window.removeEventListener("popstate", update);
      window.removeEventListener(CHANGE, update);
    };
  }, []);
  return place;
}

export function navigate(to: string, { replace = false }: { replace?: boolean } = {}) {
  if (to === `${window.location.pathname}${window.location.search}`) return;
  if (replace) window.history.replaceState(null, "", to);
  else window.history.pushState(null, "", to);
  window.dispatchEvent(new Event(CHANGE));
}

export function Link({ to, onClick, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    event.preventDefault();
    navigate(to);
    window.scrollTo(0, 0);
  };
  return <a href={to} onClick={follow} {...rest} />;
}

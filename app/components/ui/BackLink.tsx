import type { MouseEvent, ReactNode } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { Icon } from "./Icon";

/**
 * A back control that goes one step back in the browser history, like the browser's own
 * back button. When the page was opened directly (no earlier entry of this site in the
 * history) it goes to `fallback` instead of leaving the site. Before hydration it is an
 * ordinary link to `fallback`.
 */
export function BackLink({
  fallback,
  children = "Back",
  className = "",
}: {
  fallback: string;
  children?: ReactNode;
  className?: string;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // React Router gives the entry the page was loaded with the key "default".
    if (location.key === "default") return; // the link's own navigation to the fallback
    event.preventDefault();
    navigate(-1);
  };
  return (
    <Link
      to={fallback}
      onClick={onClick}
      className={`inline-flex min-h-11 items-center gap-2 rounded-full font-semibold text-accent-ink hover:underline ${className}`}
    >
      <Icon name="arrow-left" size={18} />
      {children}
    </Link>
  );
}

import type { ReactNode } from "react";
import { Link } from "react-router";
import type { IconName } from "../../content/schema";
import { useReveal } from "../../hooks/useReveal";
import { Icon } from "./Icon";

/**
 * The recurring card: icon, title, text, optional link. Fades in on scroll, staggered by
 * `index` (SPEC §9: 100 ms per card index).
 */
export function Card({
  icon,
  title,
  children,
  href,
  linkLabel,
  index = 0,
  headingLevel = 3,
  className = "",
}: {
  icon?: IconName;
  title: ReactNode;
  children?: ReactNode;
  href?: string;
  linkLabel?: string;
  index?: number;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const ref = useReveal<HTMLElement>(index);
  const Heading = `h${headingLevel}` as const;
  return (
    <article ref={ref} className={`card flex h-full flex-col p-6 ${className}`}>
      {icon ? (
        <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-accent-cyan/15 to-accent-violet/15 text-accent-ink">
          <Icon name={icon} />
        </span>
      ) : null}
      <Heading className="text-xl">{title}</Heading>
      {children ? <div className="mt-3 text-[0.9875rem] text-body">{children}</div> : null}
      {href ? (
        <Link to={href} className="mt-auto pt-5 font-semibold text-accent-ink hover:underline">
          {linkLabel ?? "Learn more"}
          <span aria-hidden="true"> →</span>
        </Link>
      ) : null}
    </article>
  );
}

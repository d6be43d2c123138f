import type { ReactNode } from "react";

const GLOW =
  "pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(139_92_246/0.35),transparent),radial-gradient(40rem_24rem_at_0%_110%,rgb(34_211_238/0.22),transparent)]";

/**
 * The dark band with the violet and cyan glow that opens every inner page; `className`
 * lays out its content (the page container is always part of it).
 */
export function HeroBand({
  as: Band = "section",
  className = "py-16 md:py-24",
  children,
}: {
  /** "header" when the band is the head of an <article> (a blog post). */
  as?: "section" | "header";
  className?: string;
  children: ReactNode;
}) {
  return (
    <Band className="relative overflow-hidden bg-navy-900 text-white">
      <div aria-hidden="true" className={GLOW} />
      <div className={`container-page relative ${className}`}>{children}</div>
    </Band>
  );
}

/** The opening of an inner page: eyebrow, the page's one h1, a lead. */
export function PageHero({
  eyebrow,
  title,
  lead,
  breadcrumbs,
  children,
}: {
  /** A breadcrumb trail shown above the eyebrow on detail pages. */
  breadcrumbs?: ReactNode;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <HeroBand>
      {breadcrumbs}
      {eyebrow ? <p className="eyebrow !text-accent-cyan">{eyebrow}</p> : null}
      <h1 className="mt-3 max-w-4xl text-4xl text-white md:text-5xl">{title}</h1>
      {lead ? <p className="mt-5 max-w-2xl text-lg text-white/80">{lead}</p> : null}
      {children}
    </HeroBand>
  );
}

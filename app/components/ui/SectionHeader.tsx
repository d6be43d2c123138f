import type { ReactNode } from "react";

/** Eyebrow, h2 title and lead: the opening of every content section (docs/product.md, design direction). */
export function SectionHeader({
  eyebrow,
  title,
  lead,
  id,
  align = "left",
  tone = "light",
}: {
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  /** id of the h2, for aria-labelledby on the section. */
  id?: string;
  align?: "left" | "center";
  /** "dark" on navy bands. */
  tone?: "light" | "dark";
}) {
  const centered = align === "center" ? "mx-auto text-center" : "";
  return (
    <div className={`max-w-3xl ${centered}`}>
      {eyebrow ? <p className={`eyebrow ${tone === "dark" ? "!text-accent-cyan" : ""}`}>{eyebrow}</p> : null}
      <h2 id={id} className={`mt-2 text-3xl md:text-4xl ${tone === "dark" ? "text-white" : ""}`}>
        {title}
      </h2>
      {lead ? (
        <p className={`mt-4 text-lg ${tone === "dark" ? "text-white/80" : "text-muted"}`}>{lead}</p>
      ) : null}
    </div>
  );
}

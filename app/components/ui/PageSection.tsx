import type { ReactNode } from "react";
import type { SectionHeader as SectionHeaderData } from "../../content/schema";
import { SectionHeader } from "./SectionHeader";

/** The header in a 20 rem column beside the content, from 1101 px (the FAQ sections). */
const ASIDE = "grid gap-10 wide:grid-cols-[20rem_minmax(0,1fr)] wide:gap-16";

/**
 * A content section of a page: its header (eyebrow, h2 title, lead) and what follows, on
 * the page background or full width on a `surface` band, with the page container inside.
 * The h2 names the section.
 */
export function PageSection({
  id,
  header,
  surface = false,
  layout = "stacked",
  sectionId,
  children,
}: {
  /** id of the h2 that names the section. */
  id: string;
  header: SectionHeaderData;
  surface?: boolean;
  /** "aside": the header beside the content on wide screens instead of above it. */
  layout?: "stacked" | "aside";
  /** An anchor on the section itself (e.g. a hero button's target). */
  sectionId?: string;
  children: ReactNode;
}) {
  const content = (
    <>
      <SectionHeader id={id} {...header} />
      {children}
    </>
  );
  const grid = layout === "aside" ? ASIDE : "";
  if (surface) {
    return (
      <section id={sectionId} aria-labelledby={id} className="bg-surface">
        <div className={`container-page section${grid ? ` ${grid}` : ""}`}>{content}</div>
      </section>
    );
  }
  return (
    <section id={sectionId} aria-labelledby={id} className="container-page section">
      {grid ? <div className={grid}>{content}</div> : content}
    </section>
  );
}

import type { ReactNode } from "react";
import type { IconName, SectionHeader as SectionHeaderData } from "../../content/schema";
import { Card } from "./Card";
import { PageSection } from "./PageSection";

/** What a plain card shows: icon, title, text, and a link when it leads to a page. */
export type CardGridItem = { icon: IconName; title: string; text: string; href?: string };

/** The grids the pages use: columns per breakpoint and the gap between cards. */
const grids = {
  /** The catalogue pages: one column, two from 768 px, 3–5 from 1101 px. */
  "wide-3": "gap-6 md:grid-cols-2 wide:grid-cols-3",
  "wide-4": "gap-6 md:grid-cols-2 wide:grid-cols-4",
  "wide-5": "gap-6 md:grid-cols-2 wide:grid-cols-5",
  /** /technologies' 17 cards: two columns already from 640 px. */
  "sm-2-wide-4": "gap-6 sm:grid-cols-2 wide:grid-cols-4",
  /** /portfolio's case studies: three from 768 px. */
  "md-3": "gap-6 md:grid-cols-3",
  /** About: two columns from 640 px, 3–4 from 1024 px, a little closer together. */
  "lg-3": "gap-5 sm:grid-cols-2 lg:grid-cols-3",
  "lg-4": "gap-5 sm:grid-cols-2 lg:grid-cols-4",
} as const;

export type CardGrid = keyof typeof grids;

/**
 * A page section whose content is a grid of cards: the plain icon cards of `items`, or
 * the page's own cards as `children` (list items).
 */
export function CardGridSection({
  id,
  header,
  grid,
  items,
  linkLabel,
  surface = false,
  sectionId,
  children,
}: {
  /** id of the h2 that names the section. */
  id: string;
  header: SectionHeaderData;
  grid: CardGrid;
  items?: readonly CardGridItem[];
  /** The link text of cards with an `href`. */
  linkLabel?: string;
  surface?: boolean;
  /** An anchor on the section itself (e.g. a hero button's target). */
  sectionId?: string;
  /** The cards as <li> elements, when they are not plain icon cards. */
  children?: ReactNode;
}) {
  return (
    <PageSection id={id} header={header} surface={surface} sectionId={sectionId}>
      <ul className={`mt-12 grid ${grids[grid]}`}>
        {items?.map((item, index) => (
          <li key={item.title}>
            <Card icon={item.icon} title={item.title} href={item.href} linkLabel={linkLabel} index={index}>
              <p>{item.text}</p>
            </Card>
          </li>
        ))}
        {children}
      </ul>
    </PageSection>
  );
}

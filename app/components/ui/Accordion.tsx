import { type ReactNode, useId, useState } from "react";
import { Icon } from "./Icon";

export type AccordionItem = {
  /** Stable key; defaults to the question. */
  key?: string;
  question: ReactNode;
  answer: ReactNode;
  /** Filtered out (e.g. by a search): kept in the HTML but not shown. */
  hidden?: boolean;
};

/**
 * A disclosure accordion (WAI-ARIA APG pattern) with at most one item open at a time.
 * Controlled through `openIndex`/`onOpenIndexChange`, or uncontrolled from `defaultOpenIndex`
 * (the first item by default). Closed answers and filtered-out items stay in the HTML
 * (`hidden`), so the prerendered page carries every question and answer.
 */
export function Accordion({
  items,
  openIndex: controlledIndex,
  onOpenIndexChange,
  defaultOpenIndex = 0,
  headingLevel = 3,
  className = "",
}: {
  items: AccordionItem[];
  openIndex?: number | null;
  onOpenIndexChange?: (index: number | null) => void;
  defaultOpenIndex?: number | null;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}) {
  const baseId = useId();
  const [ownIndex, setOwnIndex] = useState<number | null>(defaultOpenIndex);
  const openIndex = controlledIndex === undefined ? ownIndex : controlledIndex;
  const setOpenIndex = (index: number | null) => {
    if (controlledIndex === undefined) setOwnIndex(index);
    onOpenIndexChange?.(index);
  };
  const Heading = `h${headingLevel}` as const;
  const firstShown = items.findIndex((item) => !item.hidden);

  return (
    <div className={`rounded-card border border-line bg-white ${className}`}>
      {items.map((item, index) => {
        const open = openIndex === index && !item.hidden;
        const triggerId = `${baseId}-trigger-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <div
            key={item.key ?? (typeof item.question === "string" ? item.question : index)}
            hidden={item.hidden}
            className={index === firstShown ? "" : "border-t border-line"}
          >
            <Heading className="text-base md:text-lg">
              <button
                type="button"
                id={triggerId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:text-accent-ink focus-visible:-outline-offset-3 md:px-6"
              >
                <span>{item.question}</span>
                <Icon
                  name="chevron-down"
                  size={20}
                  className={`shrink-0 text-accent-ink transition-transform duration-200 ease-out ${open ? "rotate-180" : ""}`}
                />
              </button>
            </Heading>
            {/* A labelled <section> is a region; closed panels are hidden, so at most one is exposed. */}
            <section
              id={panelId}
              aria-labelledby={triggerId}
              hidden={!open}
              className="px-5 pb-5 text-body md:px-6"
            >
              {item.answer}
            </section>
          </div>
        );
      })}
    </div>
  );
}

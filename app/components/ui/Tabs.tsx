import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";

/**
 * Which tab a key press moves to (WAI-ARIA APG tabs: arrows wrap around, Home/End jump
 * to the first/last tab), or null when the key is not a tab navigation key.
 */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case "ArrowRight":
      return (current + 1) % count;
    case "ArrowLeft":
      return (current - 1 + count) % count;
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

const looks = {
  boxed: {
    tablist: "inline-flex max-w-full flex-wrap gap-1 rounded-2xl border border-line bg-surface p-1",
    tab: "min-h-11 rounded-xl px-4 py-2 text-left text-[0.9375rem] font-semibold transition-colors duration-150",
    idleTab: "text-body hover:bg-white hover:text-ink",
  },
  pill: {
    tablist: "inline-flex gap-1 rounded-full p-1 bg-surface ring-1 ring-line shadow-inner",
    tab: "inline-flex min-h-11 items-center gap-2 rounded-full px-5 text-[0.9375rem] font-semibold transition-colors duration-150 ease-out",
    idleTab: "text-body hover:text-ink",
  },
} as const;

/**
 * WAI-ARIA tabs (automatic activation): a tablist of buttons with a roving tabindex,
 * arrow keys / Home / End move and select, the first tab is selected initially
 * (SPEC §4 "Tabs").
 *
 * - `panels="each"`: one tabpanel per tab, the others `hidden` — every panel's content is
 *   in the prerendered HTML.
 * - `panels="shared"`: a single tabpanel whose content depends on the selected tab
 *   (a filter, e.g. the portfolio categories).
 *
 * Two looks: `boxed` (the home page's tabs) and `pill` (a segmented control: /blog's
 * Blog/TechTalks switch, /portfolio's categories).
 */
export function Tabs({
  label,
  tabs,
  children,
  panels = "each",
  defaultIndex = 0,
  onChange,
  look = "boxed",
  className = "",
  panelClassName = "",
}: {
  /** Accessible name of the tablist. */
  label: string;
  tabs: readonly string[];
  /** The content of the panel for a tab index. */
  children: (index: number) => ReactNode;
  panels?: "each" | "shared";
  defaultIndex?: number;
  onChange?: (index: number) => void;
  look?: keyof typeof looks;
  className?: string;
  panelClassName?: string;
}) {
  const [selected, setSelected] = useState(defaultIndex);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => (panels === "shared" ? `${baseId}-panel` : `${baseId}-panel-${index}`);

  const select = (index: number) => {
    setSelected(index);
    onChange?.(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const target = tabIndexForKey(event.key, selected, tabs.length);
    if (target === null) return;
    event.preventDefault();
    select(target);
    tabRefs.current[target]?.focus();
  };

  const panelClass = `outline-offset-4 ${panelClassName}`;

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={looks[look].tablist}>
        {tabs.map((tab, index) => {
          const isSelected = index === selected;
          return (
            <button
              key={tab}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(index)}
              aria-selected={isSelected}
              aria-controls={panelId(index)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(index)}
              onKeyDown={onKeyDown}
              className={`${looks[look].tab} ${isSelected ? "bg-navy-900 text-white shadow-sm" : looks[look].idleTab}`}
            >
              {tab}
            </button>
          );
        })}
      </div>
      {panels === "shared" ? (
        <div
          role="tabpanel"
          id={panelId(selected)}
          aria-labelledby={tabId(selected)}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: APG tabs: the panel is focusable.
          tabIndex={0}
          className={panelClass}
        >
          {children(selected)}
        </div>
      ) : (
        tabs.map((tab, index) => (
          <div
            key={tab}
            role="tabpanel"
            id={panelId(index)}
            aria-labelledby={tabId(index)}
            hidden={index !== selected}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: APG tabs: the panel is focusable.
            tabIndex={0}
            className={panelClass}
          >
            {children(index)}
          </div>
        ))
      )}
    </div>
  );
}

import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";

export type SegmentedTab = {
  id: string;
  label: ReactNode;
  panel: ReactNode;
};

/**
 * A segmented control with tab semantics (WAI-ARIA APG tabs, automatic activation):
 * arrow keys, Home and End move between tabs. Inactive panels stay in the HTML (`hidden`)
 * so the prerendered page carries all of their text.
 */
export function SegmentedTabs({
  label,
  tabs,
  selectedId: controlledId,
  onSelect,
  className = "",
  tone = "light",
}: {
  /** Accessible name of the tab list. */
  label: string;
  tabs: SegmentedTab[];
  selectedId?: string;
  onSelect?: (id: string) => void;
  className?: string;
  tone?: "light" | "dark";
}) {
  const baseId = useId();
  const [ownId, setOwnId] = useState(tabs[0]?.id ?? "");
  const selectedId = controlledId ?? ownId;
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (id: string) => {
    if (controlledId === undefined) setOwnId(id);
    onSelect?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowLeft"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    select(tab.id);
    tabRefs.current[next]?.focus();
  };

  const listTone =
    tone === "dark" ? "bg-white/10 ring-1 ring-white/15" : "bg-surface ring-1 ring-line shadow-inner";

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={`inline-flex gap-1 rounded-full p-1 ${listTone}`}>
        {tabs.map((tab, index) => {
          const selected = tab.id === selectedId;
          const idle = tone === "dark" ? "text-white/85 hover:text-white" : "text-body hover:text-ink";
          return (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`inline-flex min-h-11 items-center gap-2 rounded-full px-5 text-[0.9375rem] font-semibold transition-colors duration-150 ease-out ${
                selected ? "bg-navy-900 text-white shadow-sm" : idle
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selectedId}
          className="mt-10"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}

import { useId, useState } from "react";
import { useFieldAtHydration } from "../../../hooks/useFieldAtHydration";
import { Accordion } from "../../ui/Accordion";
import { Icon } from "../../ui/Icon";
import { filterFaq } from "./filter-faq";

export type FaqEntry = { question: string; answer: string; category: string };

/**
 * SPEC §2 FAQ: "A search box. 5 category buttons ... An accordion with one item open at a time
 * (the first is open by default)." SPEC §4: "FAQ: category (default General), search text,
 * open item index." Changing the category or the search opens the first match again.
 */
export function FaqBrowser({
  items,
  categories,
  searchPlaceholder,
  emptyText,
}: {
  items: FaqEntry[];
  categories: string[];
  searchPlaceholder: string;
  emptyText: string;
}) {
  const id = useId();
  const [category, setCategory] = useState(categories[0] ?? "General");
  const [query, setQuery] = useState("");
  const queryField = useFieldAtHydration<HTMLInputElement>("", setQuery);
  const visible = new Set(filterFaq(items, category, query));
  const firstVisible = (nextCategory: string, nextQuery: string) => {
    const [first] = filterFaq(items, nextCategory, nextQuery);
    return first ? items.indexOf(first) : null;
  };
  // The open item is an index into `items`; every item stays in the HTML (hidden when
  // filtered out), so the prerendered page carries all 13 questions and answers.
  const [openIndex, setOpenIndex] = useState<number | null>(() => firstVisible(category, ""));
  // A new category or search opens its first match, however it changed: typed, chosen, or
  // adopted at hydration from what was typed before it (issue 31) or from ?q=.
  const filter = `${category}\n${query}`;
  const [openedFor, setOpenedFor] = useState(filter);
  if (openedFor !== filter) {
    setOpenedFor(filter);
    setOpenIndex(firstVisible(category, query));
  }

  return (
    <div>
      <search aria-label="FAQ">
        {/* A plain GET form: before the scripts run, Enter loads the page with ?q=…, which the
            list reads when it hydrates (issue 31). Once hydrated it filters as the visitor types. */}
        <form method="get" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={`${id}-q`} className="sr-only">
            Search questions
          </label>
          <div className="relative">
            <Icon
              name="search"
              size={22}
              className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-muted"
            />
            <input
              ref={queryField}
              id={`${id}-q`}
              name="q"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={searchPlaceholder}
              autoComplete="off"
              className="min-h-14 w-full rounded-full border border-line bg-white pr-5 pl-13 text-lg text-ink shadow-[var(--shadow-card)] placeholder:text-muted focus-visible:border-accent-violet"
            />
          </div>
        </form>
      </search>

      <fieldset className="mt-6">
        <legend className="sr-only">Categories</legend>
        <div className="flex flex-wrap gap-2">
          {categories.map((name) => {
            const pressed = name === category;
            return (
              <button
                key={name}
                type="button"
                aria-pressed={pressed}
                onClick={() => setCategory(name)}
                className={`inline-flex min-h-11 items-center rounded-full px-5 text-[0.9375rem] font-semibold ring-1 transition-colors duration-150 ease-out ${
                  pressed
                    ? "bg-navy-900 text-white ring-navy-900"
                    : "bg-white text-body ring-line hover:text-ink hover:ring-accent-violet"
                }`}
              >
                {name}
              </button>
            );
          })}
        </div>
      </fieldset>

      <p role="status" className="mt-6 text-sm text-muted">
        {visible.size === 1 ? "1 question" : `${visible.size} questions`} in {category}
        {query.trim() ? ` matching “${query.trim()}”` : ""}
      </p>

      <Accordion
        className={`mt-3 ${visible.size === 0 ? "hidden" : ""}`}
        openIndex={openIndex}
        onOpenIndexChange={setOpenIndex}
        headingLevel={2}
        items={items.map((item) => ({
          key: item.question,
          question: item.question,
          answer: <p>{item.answer}</p>,
          hidden: !visible.has(item),
        }))}
      />
      {visible.size === 0 ? (
        <p className="mt-3 rounded-card border border-dashed border-line bg-white p-8 text-center">
          {emptyText}
        </p>
      ) : null}
    </div>
  );
}

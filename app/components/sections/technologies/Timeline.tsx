import type { TimelineEntry } from "../../../content/schema";
import { Reveal } from "../../ui/Reveal";

/** SPEC §2 Technologies: "a timeline 2018, 2020, 2022, 2024". */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="relative mt-12 grid gap-8 md:grid-cols-4 md:gap-6">
      <span
        aria-hidden="true"
        className="absolute top-0 bottom-0 left-[0.6875rem] w-px bg-gradient-to-b from-accent-cyan to-accent-violet md:top-[0.6875rem] md:right-0 md:bottom-auto md:left-0 md:h-px md:w-auto md:bg-gradient-to-r"
      />
      {entries.map((entry, index) => (
        <Reveal as="li" key={entry.year} index={index} className="relative pl-10 md:pt-10 md:pl-0">
          <span
            aria-hidden="true"
            className="absolute top-0 left-0 size-6 rounded-full border-4 border-white bg-gradient-to-br from-accent-cyan to-accent-violet shadow-[0_0_0_1px_var(--color-line)]"
          />
          <p className="text-3xl font-bold tracking-tight text-ink">
            <time dateTime={String(entry.year)}>{entry.year}</time>
          </p>
          <h3 className="mt-2 text-lg">{entry.title}</h3>
          <p className="mt-2 text-[0.9375rem] text-body">{entry.text}</p>
        </Reveal>
      ))}
    </ol>
  );
}

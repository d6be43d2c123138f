import { useId, useState } from "react";
import type { HomePage, TechStackItem } from "../../../content/schema";
import { Icon } from "../../ui/Icon";
import { SectionHeader } from "../../ui/SectionHeader";

/**
 * Home section 3: the scrolling strip of the ten tools. A pure CSS marquee: the list is
 * repeated once (aria-hidden) so the loop is seamless; it pauses on hover, on focus inside
 * and with the visible pause button (WCAG 2.2.2), and under prefers-reduced-motion it is a
 * static, wrapped list.
 */
export function ToolStrip({ techStrip }: { techStrip: HomePage["techStrip"] }) {
  const [paused, setPaused] = useState(false);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="section overflow-hidden">
      <div className="container-page">
        <div className="flex flex-col items-start justify-between gap-6 md:flex-row md:items-end">
          <SectionHeader id={titleId} {...techStrip.header} />
          <button
            type="button"
            className="btn btn-outline shrink-0 motion-reduce:hidden"
            aria-pressed={paused}
            onClick={() => setPaused((value) => !value)}
          >
            <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d={paused ? "M4 2.5v11l9-5.5z" : "M4 3h3v10H4zM9 3h3v10H9z"} fill="currentColor" />
            </svg>
            Pause scrolling
          </button>
        </div>
      </div>
      <div
        data-paused={paused ? "true" : undefined}
        className="group/strip relative mt-12 [mask-image:linear-gradient(90deg,transparent,#000_6%,#000_94%,transparent)] motion-reduce:[mask-image:none]"
      >
        <div className="flex w-max animate-marquee group-hover/strip:[animation-play-state:paused] group-focus-within/strip:[animation-play-state:paused] group-data-[paused=true]/strip:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none">
          <ToolList tools={techStrip.tools} labelledBy={titleId} />
          <ToolList tools={techStrip.tools} duplicate />
        </div>
      </div>
    </section>
  );
}

function ToolList({
  tools,
  labelledBy,
  duplicate = false,
}: {
  tools: TechStackItem[];
  labelledBy?: string;
  duplicate?: boolean;
}) {
  return (
    <ul
      aria-labelledby={labelledBy}
      aria-hidden={duplicate || undefined}
      className={`flex shrink-0 gap-4 pr-4 motion-reduce:mx-auto motion-reduce:max-w-[80rem] motion-reduce:flex-wrap motion-reduce:px-[clamp(1rem,4vw,2rem)] motion-reduce:justify-center motion-reduce:pr-0 ${
        duplicate ? "motion-reduce:hidden" : ""
      }`}
    >
      {tools.map((tool) => (
        <li
          key={tool.name}
          title={duplicate ? undefined : tool.description}
          className="flex min-h-16 items-center gap-3 rounded-2xl border border-line bg-white px-5 py-3 shadow-[var(--shadow-card)]"
        >
          <span className="inline-flex size-10 items-center justify-center rounded-lg bg-surface text-accent-ink">
            <Icon name={tool.icon} size={22} />
          </span>
          <span className="text-lg font-semibold whitespace-nowrap text-ink">{tool.name}</span>
        </li>
      ))}
    </ul>
  );
}

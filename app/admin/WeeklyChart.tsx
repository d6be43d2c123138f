import { useId } from "react";
import { LEAD_TYPES, LEAD_TYPE_LABELS as TYPE_LABELS } from "../schemas/lead-metadata";
import type { WeeklyCounts } from "./api";
import { ChartFrame } from "./ChartFrame";
import { CHART, layoutBars } from "./chart";
import { formatWeek, plural } from "./format";

const COLORS = {
  quote: "var(--color-quote)",
  contact: "var(--color-contact)",
  application: "var(--color-application)",
  consultation: "var(--color-consultation)",
  chat: "var(--color-chat)",
} as const;

/**
 * Issue 7: "a small chart of leads per week by type". Stacked bars in inline SVG,
 * described for assistive technology by its title and summary, with the same numbers
 * as a table for anyone who prefers (or needs) them.
 */
export function WeeklyChart({ weeks }: { weeks: readonly WeeklyCounts[] }) {
  const id = useId();
  // The totals and the busiest week do not depend on the drawing's width.
  const { bars } = layoutBars(weeks, LEAD_TYPES, 640);
  const total = bars.reduce((sum, bar) => sum + bar.total, 0);
  const first = weeks[0];
  const last = weeks.at(-1);
  const summary =
    first && last
      ? `${plural(total, "lead")} in the ${weeks.length} weeks from ${formatWeek(first.weekStart)} to the week of ${formatWeek(last.weekStart)}. Busiest week: ${
          total === 0
            ? "none"
            : (
                () => {
                  const busiest = bars.reduce((best, bar) => (bar.total > best.total ? bar : best));
                  return `${formatWeek(busiest.weekStart)} with ${plural(busiest.total, "lead")}`;
                }
              )()
        }.`
      : "No data.";

  return (
    <figure className="panel p-4" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-lg font-bold text-ink">Leads per week</span>
        <span className="text-sm text-muted">Last {weeks.length} weeks, by type</span>
      </figcaption>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label="Legend">
        {LEAD_TYPES.map((type) => (
          <li key={type} className="flex items-center gap-1.5">
            <svg width="12" height="12" aria-hidden="true" focusable="false">
              <rect width="12" height="12" rx="2" fill={COLORS[type]} />
            </svg>
            {TYPE_LABELS[type]}
          </li>
        ))}
      </ul>
      <ChartFrame
        title="Leads per week by type"
        summary={summary}
        draw={(width) => {
          const { bars, ticks, labelEvery, left } = layoutBars(weeks, LEAD_TYPES, width);
          const marks = bars.map((bar, index) => (
            <g key={bar.weekStart}>
              {bar.segments.map((segment) => (
                <rect
                  key={segment.type}
                  x={segment.x}
                  y={segment.y}
                  width={segment.width}
                  height={segment.height}
                  fill={COLORS[segment.type]}
                >
                  <title>{`${formatWeek(bar.weekStart)}: ${plural(segment.count, TYPE_LABELS[segment.type].toLowerCase())}`}</title>
                </rect>
              ))}
              {(weeks.length - 1 - index) % labelEvery === 0 && (
                <text
                  x={Math.max(left + 20, Math.min(bar.x, width - 24))}
                  y={CHART.height - 8}
                  textAnchor="middle"
                  fontSize="12"
                  fill="#566074"
                >
                  {formatWeek(bar.weekStart)}
                </text>
              )}
            </g>
          ));
          return { ticks, left, marks };
        }}
      />
      <details className="mt-2">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-accent-ink">
          Show the numbers as a table
        </summary>
        <div className="overflow-x-auto">
          <table className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">Leads per week by type</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="py-1 pr-3">
                  Week of
                </th>
                {LEAD_TYPES.map((type) => (
                  <th key={type} scope="col" className="py-1 pr-3 text-right">
                    {TYPE_LABELS[type]}
                  </th>
                ))}
                <th scope="col" className="py-1 text-right">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {weeks.map((week, index) => (
                <tr key={week.weekStart} className="border-b border-line/60">
                  <th scope="row" className="py-1 pr-3 font-normal">
                    {formatWeek(week.weekStart)}
                  </th>
                  {LEAD_TYPES.map((type) => (
                    <td key={type} className="py-1 pr-3 text-right tabular-nums">
                      {week.counts[type]}
                    </td>
                  ))}
                  <td className="py-1 text-right font-semibold tabular-nums">{bars[index]?.total ?? 0}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

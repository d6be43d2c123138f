import { useId } from "react";
import type { InsightsReport } from "../../schemas/insights-report";
import { ChartFrame } from "../ChartFrame";
import { CHART, layoutAxis } from "../chart";
import { formatWeek as formatDay, plural } from "../format";

type Day = InsightsReport["daily"][number];

/**
 * Issue 14: "a chart per day … also readable as a table (as the inbox's weekly chart
 * is)". Page views per day as bars, on the inbox chart's frame and scale, described by
 * its title and summary, with every day's numbers in a table below.
 */
export function DailyChart({ days, csvHref }: { days: readonly Day[]; csvHref: string }) {
  const id = useId();
  const busiest = days.reduce<Day | null>(
    (best, day) => (best === null || day.views > best.views ? day : best),
    null,
  );
  const total = days.reduce((sum, day) => sum + day.views, 0);
  const first = days[0];
  const last = days.at(-1);
  const summary =
    first && last
      ? `${plural(total, "page view")} from ${formatDay(first.day)} to ${formatDay(last.day)}. Busiest day: ${
          busiest && busiest.views > 0
            ? `${formatDay(busiest.day)} with ${plural(busiest.views, "view")}`
            : "none"
        }.`
      : "No data.";

  return (
    <figure className="panel p-4" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="text-lg font-bold text-ink">Page views per day</span>
        <a className="link text-sm font-semibold" href={csvHref} download>
          CSV<span className="sr-only"> of visitors and page views per day</span>
        </a>
      </figcaption>
      <ChartFrame
        title="Page views per day"
        summary={summary}
        draw={(width) => {
          const { maximum, ticks, left, plotHeight, slot, baseline } = layoutAxis(
            Math.max(0, ...days.map((day) => day.views)),
            width,
            days.length,
          );
          const barWidth = Math.max(2, slot * 0.7);
          const labelEvery = Math.max(1, Math.ceil(56 / slot));
          const marks = days.map((day, index) => {
            const height = (day.views / maximum) * plotHeight;
            const x = left + index * slot + (slot - barWidth) / 2;
            return (
              <g key={day.day}>
                {day.views > 0 && (
                  <rect
                    x={x}
                    y={baseline - height}
                    width={barWidth}
                    height={height}
                    fill="var(--color-contact)"
                  >
                    <title>{`${formatDay(day.day)}: ${plural(day.views, "view")}, ${plural(day.visitors, "visitor")}`}</title>
                  </rect>
                )}
                {(days.length - 1 - index) % labelEvery === 0 && (
                  <text
                    x={Math.max(left + 20, Math.min(x + barWidth / 2, width - 24))}
                    y={CHART.height - 8}
                    textAnchor="middle"
                    fontSize="12"
                    fill="#566074"
                  >
                    {formatDay(day.day)}
                  </text>
                )}
              </g>
            );
          });
          return { ticks, left, marks };
        }}
      />
      <details className="mt-2">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-accent-ink">
          Show the numbers as a table
        </summary>
        <div className="overflow-x-auto">
          <table className="mt-2 w-full text-left text-sm">
            <caption className="sr-only">Visitors, page views, visits and bounces per day</caption>
            <thead>
              <tr className="border-b border-line">
                {["Day", "Visitors", "Page views", "Visits", "Bounces"].map((header, index) => (
                  <th key={header} scope="col" className={`py-1 pr-3 ${index > 0 ? "text-right" : ""}`}>
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day} className="border-b border-line/60">
                  <th scope="row" className="whitespace-nowrap py-1 pr-3 font-normal">
                    {formatDay(day.day)}
                  </th>
                  <td className="py-1 pr-3 text-right tabular-nums">{day.visitors}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{day.views}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{day.visits}</td>
                  <td className="py-1 pr-3 text-right tabular-nums">{day.bounces}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

import { useEffect, useId, useRef, useState } from "react";
import type { InsightsReport } from "../../schemas/insights-report";
import { CHART, niceMaximum } from "../chart";
import { formatWeek as formatDay, plural } from "../format";

type Day = InsightsReport["daily"][number];

/**
 * Issue 14: "a chart per day … also readable as a table (as the inbox's weekly chart
 * is)". Page views per day as bars, on the inbox chart's frame and scale, described by
 * its title and summary, with every day's numbers in a table below.
 */
export function DailyChart({ days, csvHref }: { days: readonly Day[]; csvHref: string }) {
  const id = useId();
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(640);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const plotWidth = Math.max(width - CHART.left - CHART.right, 10);
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const maximum = niceMaximum(Math.max(0, ...days.map((day) => day.views)));
  const slot = plotWidth / Math.max(days.length, 1);
  const barWidth = Math.max(2, slot * 0.7);
  const labelEvery = Math.max(1, Math.ceil(56 / slot));
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
      <div ref={frame} className="mt-2 w-full">
        <svg
          width={width}
          height={CHART.height}
          viewBox={`0 0 ${width} ${CHART.height}`}
          className="block"
          role="img"
          aria-labelledby={`${id}-title ${id}-desc`}
        >
          <title id={`${id}-title`}>Page views per day</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          {[0, 0.25, 0.5, 0.75, 1].map((fraction) => {
            const y = CHART.top + plotHeight - fraction * plotHeight;
            return (
              <g key={fraction}>
                <line x1={CHART.left} x2={width - CHART.right} y1={y} y2={y} stroke="#e3e7ef" />
                <text x={CHART.left - 6} y={y + 4} textAnchor="end" fontSize="12" fill="#566074">
                  {maximum * fraction}
                </text>
              </g>
            );
          })}
          {days.map((day, index) => {
            const height = (day.views / maximum) * plotHeight;
            const x = CHART.left + index * slot + (slot - barWidth) / 2;
            return (
              <g key={day.day}>
                {day.views > 0 && (
                  <rect
                    x={x}
                    y={CHART.top + plotHeight - height}
                    width={barWidth}
                    height={height}
                    fill="var(--color-contact)"
                  >
                    <title>{`${formatDay(day.day)}: ${plural(day.views, "view")}, ${plural(day.visitors, "visitor")}`}</title>
                  </rect>
                )}
                {(days.length - 1 - index) % labelEvery === 0 && (
                  <text
                    x={Math.max(CHART.left + 20, Math.min(x + barWidth / 2, width - 24))}
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
          })}
        </svg>
      </div>
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

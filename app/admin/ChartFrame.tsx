import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { CHART, type Tick } from "./chart";

/**
 * What the admin bar charts share (issue 7's weekly leads, issue 14's daily page views): an
 * SVG as wide as its panel, named by its title and summary for assistive technology, with the
 * y axis's grid lines and labels. `draw` lays the chart out for the measured width and returns
 * its axis (chart.ts, layoutAxis) and its marks (the bars and x labels).
 */
export function ChartFrame({
  title,
  summary,
  draw,
}: {
  title: string;
  summary: string;
  draw: (width: number) => { ticks: readonly Tick[]; left: number; marks: ReactNode };
}) {
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
  const { ticks, left, marks } = draw(width);
  return (
    <div ref={frame} className="mt-2 w-full">
      <svg
        width={width}
        height={CHART.height}
        viewBox={`0 0 ${width} ${CHART.height}`}
        className="block"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{summary}</desc>
        {ticks.map((tick) => (
          <g key={tick.value}>
            <line x1={left} x2={width - CHART.right} y1={tick.y} y2={tick.y} stroke="#e3e7ef" />
            <text x={left - 6} y={tick.y + 4} textAnchor="end" fontSize="12" fill="#566074">
              {tick.label}
            </text>
          </g>
        ))}
        {marks}
      </svg>
    </div>
  );
}

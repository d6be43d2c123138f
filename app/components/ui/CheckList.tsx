import type { ReactNode } from "react";
import { Icon } from "./Icon";

/** A bullet list with check marks; still a real <ul> for assistive technology. */
export function CheckList({
  items,
  columns = 1,
  className = "",
}: {
  items: ReactNode[];
  columns?: 1 | 2;
  className?: string;
}) {
  return (
    <ul className={`grid gap-3 ${columns === 2 ? "md:grid-cols-2" : ""} ${className}`}>
      {items.map((item, index) => (
        <li key={index} className="flex gap-3">
          <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-accent-teal/10 text-accent-teal">
            <Icon name="check" size={16} />
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

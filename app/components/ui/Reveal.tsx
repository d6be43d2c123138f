import type { ElementType, ReactNode } from "react";
import { useReveal } from "../../hooks/useReveal";

/** A block that fades in once on scroll; `index` staggers cards by 100 ms each. */
export function Reveal({
  as: Tag = "div",
  index = 0,
  className,
  children,
}: {
  as?: ElementType;
  index?: number;
  className?: string;
  children: ReactNode;
}) {
  const ref = useReveal<HTMLElement>(index);
  return (
    <Tag ref={ref} className={className}>
      {children}
    </Tag>
  );
}

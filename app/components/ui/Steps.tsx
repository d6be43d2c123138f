import type { Step } from "../../content/schema";
import { Icon } from "./Icon";
import { Reveal } from "./Reveal";

/** Numbered process steps (How We Work, hiring process): an ordered list of cards. */
export function Steps({ steps, className = "" }: { steps: Step[]; className?: string }) {
  const columns =
    steps.length === 3
      ? "md:grid-cols-3"
      : steps.length === 4
        ? "md:grid-cols-2 wide:grid-cols-4"
        : "md:grid-cols-3 wide:grid-cols-5";
  return (
    <ol className={`grid gap-6 ${columns} ${className}`}>
      {steps.map((step, index) => (
        <Reveal as="li" key={step.step} index={index} className="card relative flex flex-col p-6">
          <div className="flex items-center gap-3">
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-accent-cyan/15 to-accent-violet/15 text-accent-ink">
              <Icon name={step.icon} />
            </span>
            <span className="text-sm font-bold tracking-widest text-accent-teal uppercase">
              <span className="sr-only">Step </span>
              {String(step.step).padStart(2, "0")}
            </span>
          </div>
          <h3 className="mt-4 text-xl">{step.title}</h3>
          <p className="mt-2 text-[0.9875rem] text-body">{step.text}</p>
        </Reveal>
      ))}
    </ol>
  );
}

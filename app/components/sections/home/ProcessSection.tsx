import { Link } from "react-router";
import type { HomePage } from "../../../content/schema";
import { Icon } from "../../ui/Icon";
import { Reveal } from "../../ui/Reveal";
import { SectionHeader } from "../../ui/SectionHeader";

/** Home section 2: the six-step development process, with a link to /about. */
export function ProcessSection({ process }: { process: HomePage["process"] }) {
  return (
    <section aria-labelledby="home-process-title" className="section bg-surface">
      <div className="container-page">
        <div className="flex flex-col items-start justify-between gap-6 md:flex-row md:items-end">
          <SectionHeader id="home-process-title" {...process.header} />
          <Link to={process.link.href} className="btn btn-outline shrink-0">
            {process.link.label}
            <span aria-hidden="true">→</span>
          </Link>
        </div>
        <ol className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {process.steps.map((step, index) => (
            <Reveal as="li" key={step.step} index={index} className="card relative flex flex-col p-6">
              <div className="flex items-center justify-between">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-accent-cyan/15 to-accent-violet/15 text-accent-ink">
                  <Icon name={step.icon} />
                </span>
                <span aria-hidden="true" className="text-gradient-ink text-4xl font-extrabold">
                  {String(step.step).padStart(2, "0")}
                </span>
              </div>
              <h3 className="mt-5 text-xl">
                <span className="sr-only">Step {step.step}: </span>
                {step.title}
              </h3>
              <p className="mt-3 text-[0.9875rem]">{step.text}</p>
            </Reveal>
          ))}
        </ol>
      </div>
    </section>
  );
}

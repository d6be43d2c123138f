import type { ConsultationModal, Expert, HomePage } from "../../../content/schema";
import { ContentImage } from "../../ui/ContentImage";
import { hydrateLater } from "../../ui/HydrateLater";
import { Reveal } from "../../ui/Reveal";
import { SectionHeader } from "../../ui/SectionHeader";

/** The last section: the button's code (the dialog stays lazy) loads as it nears the viewport or is touched (issue 31). */
const ConsultationButton = hydrateLater(() =>
  import("../../../forms/consultation/ConsultationButton").then((module) => module.ConsultationButton),
);

/** Home section 9: the about-style block with the experts and the consultation modal. */
export function AboutBlock({
  about,
  experts,
  consultation,
}: {
  about: HomePage["about"];
  experts: Expert[];
  consultation: ConsultationModal;
}) {
  return (
    <section aria-labelledby="home-about-title" className="section">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeader id="home-about-title" {...about.header} />
          <div className="mt-6 space-y-4">
            {about.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <ConsultationButton config={consultation} className="btn btn-primary mt-8">
            {about.buttonLabel}
          </ConsultationButton>
        </div>
        <Reveal className="rounded-3xl bg-navy-900 p-6 text-white md:p-8">
          <h3 className="text-lg text-white">Leadership team</h3>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2">
            {experts.map((expert) => (
              <li key={expert.name} className="flex items-center gap-4">
                <ContentImage image={expert.image} className="size-14 shrink-0 rounded-full" />
                <div>
                  <p className="font-semibold text-white">{expert.name}</p>
                  <p className="text-[0.9375rem] text-white/75">{expert.title}</p>
                </div>
              </li>
            ))}
          </ul>
        </Reveal>
      </div>
    </section>
  );
}

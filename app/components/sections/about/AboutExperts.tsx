import type { ConsultationModal, Expert, SectionHeader as SectionHeaderData } from "../../../content/schema";
import { ConsultationButton } from "../../../forms/consultation/ConsultationButton";
import { hydrateLater } from "../../ui/HydrateLater";
import { SectionHeader } from "../../ui/SectionHeader";

/** Below the fold: the carousel's code loads as it nears the viewport or is touched (issue 31). */
const ExpertsCarousel = hydrateLater(() =>
  import("../home/ExpertsCarousel").then((module) => module.ExpertsCarousel),
);

/** About: the experts slider, then the consultation modal's call to action. */
export function AboutExperts({
  header,
  experts,
  consultation,
}: {
  header: SectionHeaderData;
  experts: Expert[];
  consultation: ConsultationModal;
}) {
  return (
    <>
      <section aria-labelledby="about-experts-title" className="section bg-surface">
        <div className="container-page">
          <SectionHeader id="about-experts-title" {...header} />
          <ExpertsCarousel experts={experts} label="Our leadership team" />
        </div>
      </section>
      <section aria-labelledby="about-consultation-title" className="bg-navy-900 text-white">
        <div className="container-page flex flex-col items-start gap-6 py-16 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="about-consultation-title" className="text-3xl text-white">
              {consultation.heading}
            </h2>
            <p className="mt-3 text-white/80">{consultation.description}</p>
          </div>
          <ConsultationButton config={consultation} className="btn btn-primary shrink-0" />
        </div>
      </section>
    </>
  );
}

import type { Expert, HomePage } from "../../../content/schema";
import { QuoteButton } from "../../../forms/quote/QuoteButton";
import { hydrateLater } from "../../ui/HydrateLater";
import { SectionHeader } from "../../ui/SectionHeader";

/** Below the fold: the carousel's code loads as it nears the viewport or is touched (issue 31). */
const ExpertsCarousel = hydrateLater(() =>
  import("./ExpertsCarousel").then((module) => module.ExpertsCarousel),
);

/** Home section 7: the experts carousel and the Get free consultation button (quote form). */
export function ExpertsSection({ section, experts }: { section: HomePage["experts"]; experts: Expert[] }) {
  return (
    <section aria-labelledby="home-experts-title" className="section">
      <div className="container-page">
        <div className="flex flex-col items-start justify-between gap-6 md:flex-row md:items-end">
          <SectionHeader id="home-experts-title" {...section.header} />
          <QuoteButton className="btn btn-primary shrink-0">{section.buttonLabel}</QuoteButton>
        </div>
        <ExpertsCarousel experts={experts} label="Our experts" />
      </div>
    </section>
  );
}

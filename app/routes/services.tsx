import { CardGridSection } from "../components/ui/CardGridSection";
import { CtaBand } from "../components/ui/CtaBand";
import { PageHero } from "../components/ui/PageHero";
import { PageSection } from "../components/ui/PageSection";
import { Steps } from "../components/ui/Steps";
import { serviceCards, servicesPage } from "../content/index";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/services";

export function loader() {
  return { page: servicesPage, cards: serviceCards };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: loaderData?.page.hero.title ?? "Services",
    description: loaderData?.page.hero.lead ?? "",
    path: "/services",
  });
}

/** SPEC §2 Services: "6 service cards linking to /services/{slug}, a How We Work section (3 steps) and a Why Choose section (4 cards)". */
export default function Services({ loaderData }: Route.ComponentProps) {
  const { page, cards } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} />

      <CardGridSection
        id="services-cards"
        header={page.cardsHeader}
        items={cards}
        linkLabel="Explore service"
        grid="wide-3"
      />

      <PageSection id="services-how" header={page.howWeWork.header} surface>
        <Steps steps={page.howWeWork.steps} className="mt-12" />
      </PageSection>

      <CardGridSection
        id="services-why"
        header={page.whyChoose.header}
        items={page.whyChoose.items}
        grid="wide-4"
      />

      <CtaBand {...page.cta} />
    </>
  );
}

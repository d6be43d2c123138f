import { TechnologyCard } from "../components/sections/technologies/TechnologyCard";
import { Timeline } from "../components/sections/technologies/Timeline";
import { Accordion } from "../components/ui/Accordion";
import { CardGridSection } from "../components/ui/CardGridSection";
import { CheckList } from "../components/ui/CheckList";
import { PageHero } from "../components/ui/PageHero";
import { PageSection } from "../components/ui/PageSection";
import { SectionHeader } from "../components/ui/SectionHeader";
import { technologies, technologiesPage } from "../content/index";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/technologies";

export function loader() {
  return {
    page: technologiesPage,
    cards: technologies.map(({ slug, name, summary, image }) => ({ slug, name, summary, image })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: "Technologies we build with",
    description: loaderData?.page.hero.lead ?? "",
    path: "/technologies",
  });
}

/**
 * SPEC §2 Technologies: "a hero; benefits; a grid of 17 technology cards linking to
 * /technologies/{slug}; selection criteria; integration; a timeline 2018, 2020, 2022, 2024; an FAQ."
 */
export default function Technologies({ loaderData }: Route.ComponentProps) {
  const { page, cards } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead}>
        <a href="#technology-grid" className="btn btn-primary mt-8">
          Explore {cards.length} technologies
        </a>
      </PageHero>

      <CardGridSection
        id="tech-benefits"
        header={page.benefits.header}
        items={page.benefits.items}
        grid="wide-5"
      />

      <CardGridSection
        id="tech-grid"
        sectionId="technology-grid"
        header={page.grid.header}
        grid="sm-2-wide-4"
        surface
      >
        {cards.map((technology, index) => (
          <li key={technology.slug}>
            <TechnologyCard technology={technology} index={index} />
          </li>
        ))}
      </CardGridSection>

      <CardGridSection
        id="tech-criteria"
        header={page.selectionCriteria.header}
        items={page.selectionCriteria.items}
        grid="wide-5"
      />

      <section aria-labelledby="tech-integration" className="bg-navy-900 text-white">
        <div className="container-page section grid items-start gap-10 md:grid-cols-2 md:gap-16">
          <div>
            <SectionHeader id="tech-integration" tone="dark" {...page.integration.header} />
            <p className="mt-6 text-lg text-white/80">{page.integration.text}</p>
          </div>
          <CheckList
            items={page.integration.points}
            className="rounded-card border border-white/15 bg-white/5 p-6 text-white/90 md:p-8 [&_span.rounded-full]:bg-accent-cyan/15 [&_span.rounded-full]:text-accent-cyan"
          />
        </div>
      </section>

      <PageSection id="tech-timeline" header={page.timeline.header}>
        <Timeline entries={page.timeline.entries} />
      </PageSection>

      <PageSection id="tech-faq" header={page.faq.header} surface layout="aside">
        <Accordion
          items={page.faq.items.map((item) => ({ question: item.question, answer: <p>{item.answer}</p> }))}
        />
      </PageSection>
    </>
  );
}

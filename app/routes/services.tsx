import { Card } from "../components/ui/Card";
import { CtaBand } from "../components/ui/CtaBand";
import { PageHero } from "../components/ui/PageHero";
import { SectionHeader } from "../components/ui/SectionHeader";
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

      <section aria-labelledby="services-cards" className="container-page section">
        <SectionHeader id="services-cards" {...page.cardsHeader} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 wide:grid-cols-3">
          {cards.map((card, index) => (
            <li key={card.slug}>
              <Card
                icon={card.icon}
                title={card.title}
                href={card.href}
                linkLabel="Explore service"
                index={index}
              >
                <p>{card.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="services-how" className="bg-surface">
        <div className="container-page section">
          <SectionHeader id="services-how" {...page.howWeWork.header} />
          <Steps steps={page.howWeWork.steps} className="mt-12" />
        </div>
      </section>

      <section aria-labelledby="services-why" className="container-page section">
        <SectionHeader id="services-why" {...page.whyChoose.header} />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 wide:grid-cols-4">
          {page.whyChoose.items.map((item, index) => (
            <li key={item.title}>
              <Card icon={item.icon} title={item.title} index={index}>
                <p>{item.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <CtaBand
        title={page.cta.title}
        text={page.cta.text}
        actionLabel={page.cta.button.label}
        to={page.cta.button.href}
      />
    </>
  );
}

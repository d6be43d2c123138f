import { Link } from "react-router";
import type { AboutPage, Claim, ServiceCard } from "../../../content/schema";
import { CardGridSection } from "../../ui/CardGridSection";
import { Icon } from "../../ui/Icon";
import { Reveal } from "../../ui/Reveal";
import { SectionHeader } from "../../ui/SectionHeader";
import { StatBlock } from "../../ui/StatBlock";

/** About: the split section (who we are, the claims) with the Talk to us button (→ /contact). */
export function SplitSection({ split, claims }: { split: AboutPage["split"]; claims: Claim[] }) {
  return (
    <section aria-labelledby="about-split-title" className="section bg-surface">
      <div className="container-page grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeader id="about-split-title" {...split.header} />
          <div className="mt-6 space-y-4">
            {split.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <Link to={split.button.href} className="btn btn-primary mt-8">
            {split.button.label}
          </Link>
        </div>
        <Reveal className="card p-8 md:p-10">
          <StatBlock claims={claims} className="md:!grid-cols-2" />
        </Reveal>
      </div>
    </section>
  );
}

/** About: the list of 6 services, each card's title linking to its page. */
export function ServicesList({ services }: { services: AboutPage["services"] }) {
  return (
    <CardGridSection id="about-services-title" header={services.header} grid="lg-3">
      {services.items.map((service, index) => (
        <li key={service.slug}>
          <ServiceLinkCard service={service} index={index} />
        </li>
      ))}
    </CardGridSection>
  );
}

function ServiceLinkCard({ service, index }: { service: ServiceCard; index: number }) {
  return (
    <Reveal
      as="article"
      index={index}
      className="card group relative flex h-full flex-col p-6 transition-shadow duration-200 focus-within:shadow-lg hover:shadow-lg"
    >
      <span className="mb-4 inline-flex size-12 items-center justify-center rounded-xl bg-gradient-to-br from-accent-cyan/15 to-accent-violet/15 text-accent-ink">
        <Icon name={service.icon} />
      </span>
      <h3 className="text-xl">
        {/* The link covers the whole card (after:inset-0); its name stays the service title. */}
        <Link
          to={service.href}
          className="after:absolute after:inset-0 after:rounded-[inherit] hover:underline"
        >
          {service.title}
        </Link>
      </h3>
      <p className="mt-3 text-[0.9875rem]">{service.text}</p>
      <span aria-hidden="true" className="mt-auto pt-5 font-semibold text-accent-ink">
        Learn more →
      </span>
    </Reveal>
  );
}

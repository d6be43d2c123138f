import { Link } from "react-router";
import { QuoteButton } from "../components/sections/services/QuoteButton";
import { Breadcrumbs } from "../components/ui/Breadcrumbs";
import { CheckList } from "../components/ui/CheckList";
import { ContentImage } from "../components/ui/ContentImage";
import { Icon } from "../components/ui/Icon";
import { NotFoundMessage } from "../components/ui/NotFoundMessage";
import { PageHero } from "../components/ui/PageHero";
import { getService, serviceCards } from "../content/index";
import { breadcrumbTrail, notFoundMeta, trailPageMeta } from "../lib/seo";
import type { Route } from "./+types/service-detail";

export function loader({ params }: Route.LoaderArgs) {
  const service = getService(params.slug) ?? null;
  // A few other services to continue with (the cards of /services, without this one).
  const related = service
    ? serviceCards
        .filter((card) => card.slug !== service.slug)
        .slice(0, 3)
        .map(({ slug, title, href, icon }) => ({ slug, title, href, icon }))
    : [];
  return { service, related };
}

const trailOf = (service: { title: string; slug: string }) =>
  breadcrumbTrail(
    { name: "Services", path: "/services" },
    { name: service.title, path: `/services/${service.slug}` },
  );

export function meta({ loaderData, params }: Route.MetaArgs) {
  const service = loaderData?.service;
  if (!service) {
    return notFoundMeta(
      "AI Service Not Found",
      "We couldn't find the requested artificial intelligence service.",
      `/services/${params.slug}`,
    );
  }
  return trailPageMeta({ title: service.title, description: service.description, trail: trailOf(service) });
}

/** SPEC §2 Services: "/services/{slug} shows title, description, details and a feature list." */
export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const { service, related } = loaderData;
  if (!service) {
    // SPEC §8, unknown service slug.
    return (
      <NotFoundMessage
        title="AI Service Not Found"
        text="We couldn't find the requested artificial intelligence service. Please browse our comprehensive AI solutions."
        backTo="/services"
        backLabel="Browse AI services"
      />
    );
  }
  return (
    <>
      <PageHero
        breadcrumbs={<Breadcrumbs items={trailOf(service)} />}
        eyebrow="Service"
        title={service.title}
        lead={service.description}
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <QuoteButton />
          <Link to="/contact" className="btn btn-ghost-dark">
            Talk to an expert
          </Link>
        </div>
      </PageHero>

      <div className="container-page section grid gap-12 wide:grid-cols-[minmax(0,1fr)_24rem] wide:gap-16">
        <section aria-labelledby="service-details">
          <h2 id="service-details" className="text-3xl">
            Overview
          </h2>
          <div className="prose-body mt-6 max-w-[70ch] text-lg">
            {service.details.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
        </section>

        <aside aria-labelledby="service-features" className="self-start wide:sticky wide:top-24">
          <div className="card p-6 md:p-8">
            <ContentImage image={service.image} className="h-auto w-full rounded-xl bg-navy-900" />
            <h2 id="service-features" className="mt-6 text-xl">
              What's included
            </h2>
            <CheckList items={service.features} className="mt-4 text-[0.9875rem]" />
          </div>
        </aside>
      </div>

      {related.length > 0 ? (
        <section aria-labelledby="service-related" className="bg-surface">
          <div className="container-page section">
            <h2 id="service-related" className="text-2xl md:text-3xl">
              Explore other services
            </h2>
            <ul className="mt-8 grid gap-4 md:grid-cols-3">
              {related.map((card) => (
                <li key={card.slug}>
                  <Link
                    to={card.href}
                    className="card flex min-h-20 items-center gap-4 p-5 font-semibold text-ink hover:border-accent-violet"
                  >
                    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-accent-cyan/15 to-accent-violet/15 text-accent-ink">
                      <Icon name={card.icon} />
                    </span>
                    {card.title}
                  </Link>
                </li>
              ))}
            </ul>
            <Link
              to="/services"
              className="mt-8 inline-flex min-h-11 items-center font-semibold text-accent-ink hover:underline"
            >
              All services<span aria-hidden="true">&nbsp;→</span>
            </Link>
          </div>
        </section>
      ) : null}
    </>
  );
}

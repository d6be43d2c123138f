import { Link } from "react-router";
import { NotFoundMessage } from "../components/ui/NotFoundMessage";
import { PageHero } from "../components/ui/PageHero";
import { getService } from "../content/index";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/service-detail";

export function loader({ params }: Route.LoaderArgs) {
  return { service: getService(params.slug) ?? null };
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  const service = loaderData?.service;
  if (!service) {
    return pageMeta({
      title: "AI Service Not Found",
      description: "We couldn't find the requested artificial intelligence service.",
      path: `/services/${params.slug}`,
      noindex: true,
    });
  }
  return pageMeta({
    title: service.title,
    description: service.description,
    path: `/services/${service.slug}`,
  });
}

export default function ServiceDetail({ loaderData }: Route.ComponentProps) {
  const { service } = loaderData;
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
      <PageHero eyebrow="Services" title={service.title} lead={service.description} />
      <section className="container-page section">
        <Link to="/services" className="text-accent-ink underline">
          All services
        </Link>
      </section>
    </>
  );
}

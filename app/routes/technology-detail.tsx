import { Link } from "react-router";
import { NotFoundMessage } from "../components/ui/NotFoundMessage";
import { PageHero } from "../components/ui/PageHero";
import { getTechnology } from "../content/index";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/technology-detail";

export function loader({ params }: Route.LoaderArgs) {
  return { technology: getTechnology(params.slug) ?? null };
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  const technology = loaderData?.technology;
  if (!technology) {
    return pageMeta({
      title: "Technology Not Found",
      description: "We couldn't find that technology.",
      path: `/technologies/${params.slug}`,
      noindex: true,
    });
  }
  return pageMeta({
    title: `${technology.name} development`,
    description: technology.summary,
    path: `/technologies/${technology.slug}`,
  });
}

export default function TechnologyDetail({ loaderData }: Route.ComponentProps) {
  const { technology } = loaderData;
  if (!technology) {
    // PRODUCT-DECISIONS 3: a proper not-found screen instead of SPEC's "...".
    return (
      <NotFoundMessage
        title="Technology Not Found"
        text="We couldn't find the technology you were looking for."
        backTo="/technologies"
        backLabel="Back to technologies"
      />
    );
  }
  return (
    <>
      <PageHero eyebrow="Technologies" title={technology.name} lead={technology.subtitle} />
      <section className="container-page section">
        <p className="max-w-3xl">{technology.detailedDescription || technology.summary}</p>
        <Link to="/technologies" className="mt-8 inline-block text-accent-ink underline">
          Back to technologies
        </Link>
      </section>
    </>
  );
}

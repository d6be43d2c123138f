import { Link } from "react-router";
import { BackLink } from "../components/ui/BackLink";
import { Breadcrumbs } from "../components/ui/Breadcrumbs";
import { ContentImage } from "../components/ui/ContentImage";
import { NotFoundMessage } from "../components/ui/NotFoundMessage";
import { HeroBand } from "../components/ui/PageHero";
import { getCaseStudy } from "../content/index";
import { breadcrumbTrail, notFoundMeta, trailPageMeta } from "../lib/seo";
import type { Route } from "./+types/case-study";

export function loader({ params }: Route.LoaderArgs) {
  return { id: params.id, caseStudy: getCaseStudy(params.id) ?? null };
}

const trailOf = (title: string, id: string) =>
  breadcrumbTrail(
    { name: "Portfolio", path: "/portfolio" },
    { name: title, path: `/portfolio/case-study/${id}` },
  );

export function meta({ loaderData, params }: Route.MetaArgs) {
  const caseStudy = loaderData?.caseStudy;
  if (!caseStudy) {
    return notFoundMeta(
      "Case study not found",
      "We couldn't find that case study.",
      `/portfolio/case-study/${params.id}`,
    );
  }
  return trailPageMeta({
    title: `${caseStudy.title}: ${caseStudy.result}`,
    description: caseStudy.desc,
    trail: trailOf(caseStudy.title, loaderData.id),
  });
}

/**
 * SPEC §2 Portfolio: "/portfolio/case-study/{id} takes the zero-based position of the case study.
 * It shows logo, title, result, description and detail HTML, with a back button."
 */
export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  const { caseStudy, id } = loaderData;
  // SPEC §8, unknown or non-numeric case study id.
  if (!caseStudy) {
    return <NotFoundMessage title="Case study not found" backTo="/portfolio" backLabel="Back to portfolio" />;
  }
  return (
    <>
      <HeroBand className="py-16 md:py-20">
        <Breadcrumbs items={trailOf(caseStudy.title, id)} />
        <div className="flex flex-col gap-8 md:flex-row md:items-center">
          <ContentImage
            image={caseStudy.logo}
            load="eager"
            className="size-20 shrink-0 rounded-2xl ring-1 ring-white/15 md:size-24"
          />
          <div>
            <p className="eyebrow !text-accent-cyan">Case study</p>
            <h1 className="mt-2 max-w-4xl text-4xl text-white md:text-5xl">{caseStudy.title}</h1>
          </div>
        </div>
        <p className="mt-8 inline-flex flex-col rounded-card border border-white/15 bg-white/5 px-6 py-4">
          <span className="text-sm font-semibold tracking-widest text-white/80 uppercase">Result</span>
          <span className="text-gradient text-3xl font-bold tracking-tight md:text-4xl">
            {caseStudy.result}
          </span>
        </p>
      </HeroBand>

      <div className="container-page pt-8">
        <BackLink fallback="/portfolio" />
      </div>

      <article className="container-page pt-6 pb-16 md:pb-24">
        <h2 className="text-3xl">Overview</h2>
        <p className="mt-4 max-w-[70ch] text-xl font-medium text-ink">{caseStudy.desc}</p>
        {/* Static HTML from app/content, limited to h3, p, ul and li by the content schema. */}
        <div
          className="prose-body mt-8 max-w-[70ch] text-lg"
          dangerouslySetInnerHTML={{ __html: caseStudy.detail }}
        />
        <div className="mt-12 flex flex-wrap gap-3">
          <Link to="/contact" className="btn btn-primary">
            Discuss a similar project
          </Link>
          <Link to="/portfolio" className="btn btn-outline">
            See more of our work
          </Link>
        </div>
      </article>
    </>
  );
}

import { NotFoundMessage } from "../components/ui/NotFoundMessage";
import { PageHero } from "../components/ui/PageHero";
import { getCaseStudy } from "../content/index";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/case-study";

export function loader({ params }: Route.LoaderArgs) {
  return { id: params.id, caseStudy: getCaseStudy(params.id) ?? null };
}

export function meta({ loaderData, params }: Route.MetaArgs) {
  const caseStudy = loaderData?.caseStudy;
  if (!caseStudy) {
    return pageMeta({
      title: "Case study not found",
      description: "We couldn't find that case study.",
      path: `/portfolio/case-study/${params.id}`,
      noindex: true,
    });
  }
  return pageMeta({
    title: caseStudy.title,
    description: caseStudy.desc,
    path: `/portfolio/case-study/${loaderData.id}`,
  });
}

export default function CaseStudy({ loaderData }: Route.ComponentProps) {
  const { caseStudy } = loaderData;
  // SPEC §8, unknown or non-numeric case study id.
  if (!caseStudy) {
    return <NotFoundMessage title="Case study not found" backTo="/portfolio" backLabel="Back to portfolio" />;
  }
  return <PageHero eyebrow="Case study" title={caseStudy.title} lead={caseStudy.result} />;
}

import { Link } from "react-router";
import type { Image } from "../../../content/schema";
import { useReveal } from "../../../hooks/useReveal";
import { ContentImage } from "../../ui/ContentImage";

export type CaseStudyCardData = { title: string; result: string; desc: string; link: string; logo: Image };

export function CaseStudyCard({ study, index }: { study: CaseStudyCardData; index: number }) {
  const ref = useReveal<HTMLElement>(index);
  return (
    <article ref={ref} className="card relative flex h-full flex-col p-6 md:p-8">
      <ContentImage image={study.logo} className="size-16 rounded-xl" />
      <h3 className="mt-5 text-xl">{study.title}</h3>
      <p className="text-gradient-ink mt-3 text-2xl font-bold tracking-tight">{study.result}</p>
      <p className="mt-3 text-[0.9875rem]">{study.desc}</p>
      <Link
        to={study.link}
        aria-label={`Read case study: ${study.title}`}
        className="mt-auto inline-flex min-h-11 items-center pt-4 font-semibold text-accent-ink after:absolute after:inset-0 after:content-[''] hover:underline"
      >
        Read case study
        <span aria-hidden="true">&nbsp;→</span>
      </Link>
    </article>
  );
}

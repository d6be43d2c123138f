import { CaseStudyCard } from "../components/sections/portfolio/CaseStudyCard";
import { ProjectCard } from "../components/sections/portfolio/ProjectCard";
import { CardGridSection } from "../components/ui/CardGridSection";
import { ContentImage } from "../components/ui/ContentImage";
import { CtaBand } from "../components/ui/CtaBand";
import { PageHero } from "../components/ui/PageHero";
import { PageSection } from "../components/ui/PageSection";
import { Steps } from "../components/ui/Steps";
import { Tabs } from "../components/ui/Tabs";
import { caseStudies, portfolioPage, portfolioProjects } from "../content/index";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/portfolio";

export function loader() {
  return {
    page: portfolioPage,
    projects: portfolioProjects.map(({ slug, anchor, title, desc, icon, category, image }) => ({
      slug,
      anchor,
      title,
      desc,
      icon,
      category,
      image,
    })),
    caseStudies: caseStudies.map(({ title, result, desc, link, logo }) => ({
      title,
      result,
      desc,
      link,
      logo,
    })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: "Portfolio",
    description: loaderData?.page.hero.lead ?? "",
    path: "/portfolio",
  });
}

/** SPEC §2 Portfolio, sections in order. */
export default function Portfolio({ loaderData }: Route.ComponentProps) {
  const { page, projects, caseStudies } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} />

      <section aria-labelledby="trusted-by" className="border-b border-line bg-white">
        <div className="container-page py-10">
          <h2
            id="trusted-by"
            className="text-center text-sm font-semibold tracking-widest text-muted uppercase"
          >
            {page.trustedBy.title}
          </h2>
          <ul className="mt-6 grid grid-cols-2 items-center gap-x-6 gap-y-4 sm:grid-cols-3 wide:grid-cols-6">
            {page.trustedBy.logos.map((logo) => (
              <li key={logo.name} className="flex justify-center">
                <ContentImage
                  image={logo.image}
                  alt={logo.image.alt || logo.name}
                  load="eager"
                  className="h-10 w-auto opacity-80 md:h-12"
                />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <PageSection id="portfolio-projects" header={page.projectsHeader}>
        <Tabs label="Project categories" tabs={page.tabs} look="pill" className="mt-8" panelClassName="mt-10">
          {() => (
            <ul className="grid gap-6 md:grid-cols-2 wide:grid-cols-3">
              {projects.map((project, index) => (
                <li key={project.slug}>
                  <ProjectCard project={project} index={index} />
                </li>
              ))}
            </ul>
          )}
        </Tabs>
      </PageSection>

      <CardGridSection id="portfolio-case-studies" header={page.caseStudiesHeader} grid="md-3" surface>
        {caseStudies.map((study, index) => (
          <li key={study.link}>
            <CaseStudyCard study={study} index={index} />
          </li>
        ))}
      </CardGridSection>

      <PageSection id="portfolio-how" header={page.howWeWork.header}>
        <Steps steps={page.howWeWork.steps} className="mt-12" />
      </PageSection>

      <CardGridSection
        id="portfolio-expertise"
        header={page.expertise.header}
        items={page.expertise.items}
        grid="wide-5"
        surface
      />

      <CtaBand {...page.cta} />
    </>
  );
}

import { AboutBlock } from "../components/sections/home/AboutBlock";
import { ContactSection } from "../components/sections/home/ContactSection";
import { EngagementTabs } from "../components/sections/home/EngagementTabs";
import { ExpertsSection } from "../components/sections/home/ExpertsSection";
import { HomeHero } from "../components/sections/home/HomeHero";
import { inlineDecorativeSvg } from "../components/sections/home/inline-svg";
import { PortfolioShowcase } from "../components/sections/home/PortfolioShowcase";
import { ProcessSection } from "../components/sections/home/ProcessSection";
import { TestimonialsSection } from "../components/sections/home/TestimonialsSection";
import { ToolStrip } from "../components/sections/home/ToolStrip";
import { experts, homeConsultationModal, homePage, portfolioProjects, testimonials } from "../content";
import { pageMeta } from "../lib/seo";
import { organizationJsonLd } from "../lib/structured-data";
import { siteConfig } from "../site.config";
import type { Route } from "./+types/home";

/** Runs at build time only: the content is in the prerendered HTML, not in the page's JS. */
export async function loader() {
  // biome-ignore lint/correctness/noNodejsModules: a build-time loader, which React Router leaves out of the browser bundle
  const { readFile } = await import("node:fs/promises");
  const backdrop = await readFile(`public${homePage.hero.backdrop.src}`, "utf8");
  return {
    page: homePage,
    heroBackdropSvg: inlineDecorativeSvg(backdrop, "hero-backdrop"),
    testimonials,
    experts,
    projects: portfolioProjects.map(({ title, slug, desc, category, icon, image }) => ({
      title,
      slug,
      desc,
      category,
      icon,
      image,
    })),
    consultation: homeConsultationModal,
    // Built here, at build time: the browser gets the finished JSON-LD, not the code that makes it.
    jsonLd: [
      organizationJsonLd(),
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: siteConfig.brandName,
        url: siteConfig.siteUrl,
      },
    ],
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: siteConfig.brandName,
    description: siteConfig.description,
    path: "/",
    jsonLd: loaderData?.jsonLd ?? [],
  });
}

/** SPEC §2 Home: nine sections, in order. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { page, heroBackdropSvg, testimonials, experts, projects, consultation } = loaderData;
  return (
    <>
      <HomeHero hero={page.hero} claims={page.claims} backdropSvg={heroBackdropSvg} />
      <ProcessSection process={page.process} />
      <ToolStrip techStrip={page.techStrip} />
      <TestimonialsSection section={page.testimonials} testimonials={testimonials} />
      <EngagementTabs tabs={page.tabs} />
      <PortfolioShowcase portfolio={page.portfolio} projects={projects} />
      <ExpertsSection section={page.experts} experts={experts} />
      <ContactSection contact={page.contact} />
      <AboutBlock about={page.about} experts={experts} consultation={consultation} />
    </>
  );
}

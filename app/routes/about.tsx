import { AboutExperts } from "../components/sections/about/AboutExperts";
import { ServicesList, SplitSection } from "../components/sections/about/AboutSections";
import { CeoVideo } from "../components/sections/about/CeoVideo";
import { inlineDecorativeSvg } from "../components/sections/home/inline-svg";
import { CardGridSection } from "../components/ui/CardGridSection";
import { PageHero } from "../components/ui/PageHero";
import { aboutConsultationModal, aboutPage, companyClaims, experts } from "../content";
import { breadcrumbJsonLd, pageMeta } from "../lib/seo";
import { siteConfig } from "../site.config";
import type { Route } from "./+types/about";

/** Runs at build time only: the content is in the prerendered HTML, not in the page's JS. */
export async function loader() {
  // biome-ignore lint/correctness/noNodejsModules: a build-time loader, which React Router leaves out of the browser bundle
  const { readFile } = await import("node:fs/promises");
  const poster = await readFile(`public${aboutPage.ceoVideo.poster.src}`, "utf8");
  return {
    page: aboutPage,
    posterSvg: inlineDecorativeSvg(poster, "ceo-poster"),
    claims: companyClaims,
    experts,
    consultation: aboutConsultationModal,
  };
}

const description = `${siteConfig.brandName} is a ${siteConfig.contact.city}-based AI and software development company: engineers, data scientists and designers building AI products, machine learning models and modern software for companies worldwide since ${siteConfig.claims.since}.`;

export function meta() {
  return pageMeta({
    title: "About us",
    description,
    path: "/about",
    jsonLd: [
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "About", path: "/about" },
      ]),
      {
        "@context": "https://schema.org",
        "@type": "AboutPage",
        name: `About ${siteConfig.brandName}`,
        url: `${siteConfig.siteUrl}/about`,
        description,
      },
    ],
  });
}

/** SPEC §2 About: hero, CEO video, split, 6 services, 4 core values, 6 Why Choose, experts, consultation. */
export default function About({ loaderData }: Route.ComponentProps) {
  const { page, posterSvg, claims, experts, consultation } = loaderData;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead} />
      <CeoVideo video={page.ceoVideo} posterSvg={posterSvg} />
      <SplitSection split={page.split} claims={claims} />
      <ServicesList services={page.services} />
      <CardGridSection
        id="about-values-title"
        header={page.coreValues.header}
        items={page.coreValues.items}
        grid="lg-4"
        surface
      />
      <CardGridSection
        id="about-why-title"
        header={page.whyChoose.header}
        items={page.whyChoose.items}
        grid="lg-3"
      />
      <AboutExperts header={page.experts.header} experts={experts} consultation={consultation} />
    </>
  );
}

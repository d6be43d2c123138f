import { Link } from "react-router";
import { TechnologyHeroTitle } from "../components/sections/technologies/TechnologyHeroTitle";
import { Breadcrumbs } from "../components/ui/Breadcrumbs";
import { CheckList } from "../components/ui/CheckList";
import { ContentImage } from "../components/ui/ContentImage";
import { Icon } from "../components/ui/Icon";
import { NotFoundMessage } from "../components/ui/NotFoundMessage";
import { HeroBand } from "../components/ui/PageHero";
import { Reveal } from "../components/ui/Reveal";
import { getTechnology } from "../content/index";
import { breadcrumbTrail, notFoundMeta, trailPageMeta } from "../lib/seo";
import { siteConfig } from "../site.config";
import type { Route } from "./+types/technology-detail";

export function loader({ params }: Route.LoaderArgs) {
  return { technology: getTechnology(params.slug) ?? null };
}

const trailOf = (technology: { name: string; slug: string }) =>
  breadcrumbTrail(
    { name: "Technologies", path: "/technologies" },
    { name: technology.name, path: `/technologies/${technology.slug}` },
  );

export function meta({ loaderData, params }: Route.MetaArgs) {
  const technology = loaderData?.technology;
  if (!technology) {
    return notFoundMeta(
      "Technology Not Found",
      "We couldn't find that technology.",
      `/technologies/${params.slug}`,
    );
  }
  return trailPageMeta({
    title: `${technology.name} development`,
    description: technology.summary,
    trail: trailOf(technology),
  });
}

const BackToTechnologies = () => (
  <Link
    to="/technologies"
    className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-ink hover:underline"
  >
    <span aria-hidden="true">←</span> Back to technologies
  </Link>
);

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

  // SPEC §2: "Services, main uses, applications and why-choose are bullet lists shown only when non-empty."
  const lists = [
    { id: "services", title: "Our Services", items: technology.services, icon: "gear" as const },
    { id: "main-uses", title: "Main Uses", items: technology.mainUses, icon: "target" as const },
    { id: "applications", title: "Applications", items: technology.applications, icon: "layers" as const },
    {
      id: "why-choose",
      title: `Why Choose ${siteConfig.brandName}`,
      items: technology.whyChoose,
      icon: "check" as const,
    },
  ].filter((list) => list.items.length > 0);

  return (
    <>
      <HeroBand className="grid items-center gap-10 py-16 md:py-24 wide:grid-cols-[minmax(0,1fr)_28rem]">
        <div>
          <Breadcrumbs items={trailOf(technology)} />
          <p className="eyebrow !text-accent-cyan">Technology</p>
          <TechnologyHeroTitle name={technology.name} subtitle={technology.subtitle} />
          <p className="mt-6 max-w-2xl text-lg text-white/80">
            {technology.detailedDescription || technology.summary}
          </p>
        </div>
        {/* Shown only on wide screens; lazy so narrow screens never download it. */}
        <ContentImage
          image={technology.image}
          alt=""
          className="hidden h-auto w-full rounded-card ring-1 ring-white/10 wide:block"
        />
      </HeroBand>

      <section aria-labelledby="tech-provide" className="container-page section">
        <div className="grid gap-8 wide:grid-cols-[20rem_minmax(0,1fr)] wide:gap-16">
          <div>
            <p className="eyebrow">{technology.name}</p>
            <h2 id="tech-provide" className="mt-2 text-3xl md:text-4xl">
              What We Provide
            </h2>
          </div>
          <p className="max-w-[70ch] text-lg">{technology.whatWeProvide}</p>
        </div>
      </section>

      {lists.length > 0 ? (
        <section aria-label={`${technology.name} in detail`} className="bg-surface">
          <div className="container-page section grid gap-6 md:grid-cols-2">
            {lists.map((list, index) => (
              <Reveal key={list.id} index={index} className="card p-6 md:p-8">
                <div className="flex items-center gap-3">
                  <span className="inline-flex size-11 items-center justify-center rounded-xl bg-gradient-to-br from-accent-cyan/15 to-accent-violet/15 text-accent-ink">
                    <Icon name={list.icon} />
                  </span>
                  <h2 id={`tech-${list.id}`} className="text-2xl">
                    {list.title}
                  </h2>
                </div>
                <CheckList items={list.items} className="mt-6" />
              </Reveal>
            ))}
          </div>
        </section>
      ) : null}

      {technology.caseStudies.length > 0 ? (
        <section aria-labelledby="tech-case-studies" className="container-page section">
          <h2 id="tech-case-studies" className="text-3xl md:text-4xl">
            Case Studies
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-2">
            {technology.caseStudies.map((study, index) => (
              <li key={study.title}>
                <Reveal
                  as="article"
                  index={index}
                  className="card flex h-full flex-col gap-5 p-6 sm:flex-row"
                >
                  {study.image ? (
                    <ContentImage
                      image={study.image}
                      className={`h-auto shrink-0 rounded-xl bg-navy-900 ${
                        study.image.width > study.image.height ? "w-full sm:w-48" : "w-20"
                      }`}
                    />
                  ) : null}
                  <div className="flex flex-1 flex-col">
                    <h3 className="text-xl">{study.title}</h3>
                    <p className="mt-2 text-[0.9875rem]">{study.description}</p>
                    {study.link ? (
                      <Link
                        to={study.link}
                        aria-label={`Read More about ${study.title}`}
                        className="mt-auto inline-flex min-h-11 items-center pt-3 font-semibold text-accent-ink hover:underline"
                      >
                        Read More
                        <span aria-hidden="true">&nbsp;→</span>
                      </Link>
                    ) : null}
                  </div>
                </Reveal>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <div className="container-page py-12">
        <BackToTechnologies />
      </div>
    </>
  );
}

import { JobList } from "../components/sections/careers/JobList";
import { Accordion } from "../components/ui/Accordion";
import { CardGridSection } from "../components/ui/CardGridSection";
import { PageHero } from "../components/ui/PageHero";
import { SectionHeader } from "../components/ui/SectionHeader";
import { Steps } from "../components/ui/Steps";
import { careersPage, jobs } from "../content/index";
import { pageMeta } from "../lib/seo";
import type { Route } from "./+types/careers";

export function loader() {
  return {
    page: careersPage,
    jobs: jobs.map(({ slug, title, department, location, workplace, type, description }) => ({
      slug,
      title,
      department,
      location,
      workplace,
      type,
      description,
    })),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta({
    title: "Careers",
    description: loaderData?.page.hero.lead ?? "",
    path: "/careers",
  });
}

/** SPEC §2 Careers: "/careers shows perks, a hiring process, an FAQ and a job list." */
export default function Careers({ loaderData }: Route.ComponentProps) {
  const { page, jobs } = loaderData;
  const { openings } = page;
  return (
    <>
      <PageHero eyebrow={page.hero.eyebrow} title={page.hero.title} lead={page.hero.lead}>
        <a href="#open-positions" className="btn btn-primary mt-8">
          See open positions
        </a>
      </PageHero>

      <CardGridSection id="careers-perks" header={page.perks.header} items={page.perks.items} grid="wide-5" />

      <section aria-labelledby="careers-process" className="bg-surface">
        <div className="container-page section">
          <SectionHeader id="careers-process" {...page.hiringProcess.header} />
          <Steps steps={page.hiringProcess.steps} className="mt-12" />
        </div>
      </section>

      <section aria-labelledby="careers-faq" className="container-page section">
        <div className="grid gap-10 wide:grid-cols-[20rem_minmax(0,1fr)] wide:gap-16">
          <SectionHeader id="careers-faq" {...page.faq.header} />
          <Accordion
            items={page.faq.items.map((item) => ({ question: item.question, answer: <p>{item.answer}</p> }))}
          />
        </div>
      </section>

      <section id="open-positions" aria-labelledby="careers-openings" className="bg-surface">
        <div className="container-page section">
          <SectionHeader id="careers-openings" {...openings.header} />
          <div className="mt-10">
            <JobList
              jobs={jobs}
              departments={openings.departments}
              searchPlaceholder={openings.searchPlaceholder}
              emptyText={openings.emptyText}
              viewLabel={openings.viewLabel}
              jobIcon={openings.jobIcon}
            />
          </div>
        </div>
      </section>
    </>
  );
}

import { JobList } from "../components/sections/careers/JobList";
import { Accordion } from "../components/ui/Accordion";
import { CardGridSection } from "../components/ui/CardGridSection";
import { PageHero } from "../components/ui/PageHero";
import { PageSection } from "../components/ui/PageSection";
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

      <PageSection id="careers-process" header={page.hiringProcess.header} surface>
        <Steps steps={page.hiringProcess.steps} className="mt-12" />
      </PageSection>

      <PageSection id="careers-faq" header={page.faq.header} layout="aside">
        <Accordion
          items={page.faq.items.map((item) => ({ question: item.question, answer: <p>{item.answer}</p> }))}
        />
      </PageSection>

      <PageSection id="careers-openings" sectionId="open-positions" header={openings.header} surface>
        <div className="mt-10">
          <JobList
            jobs={jobs}
            departments={openings.departments}
            searchPlaceholder={openings.searchPlaceholder}
            emptyText={openings.emptyText}
            viewLabel={openings.viewLabel}
            jobIcon={openings.jobIcon}
            formAction="#open-positions"
          />
        </div>
      </PageSection>
    </>
  );
}

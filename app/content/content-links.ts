/**
 * The links between content items (a project's services and technologies, a case study's
 * services, technologies and projects, a service's technologies…) must name items that
 * exist, and each kind of item needs a unique slug. The zod schemas check each item on its
 * own; this checks them against each other. The build runs it after the schema check
 * (scripts/check-content.ts), so a renamed slug stops the build with the field named.
 *
 * It takes the collections as an argument, so a test can check an edited copy.
 */
import type { ContentCollections } from "./content-collections.ts";

/** Problems of the links between collections, one line each; empty when all resolve. */
export function contentLinkProblems(content: ContentCollections): string[] {
  const problems: string[] = [];
  const slugs = {
    services: new Set(content.services.map((service) => service.slug)),
    technologies: new Set(content.technologies.map((technology) => technology.slug)),
    projects: new Set(content.portfolioProjects.map((project) => project.slug)),
  };

  const unique = (file: string, name: string, keys: readonly string[]) => {
    const seen = new Set<string>();
    for (const key of keys) {
      if (seen.has(key)) problems.push(`${file}: ${name}: the slug "${key}" is used twice`);
      seen.add(key);
    }
  };
  unique(
    "app/content/services.ts",
    "services",
    content.services.map((item) => item.slug),
  );
  unique(
    "app/content/technologies.ts",
    "technologies",
    content.technologies.map((item) => item.slug),
  );
  unique(
    "app/content/portfolio.ts",
    "portfolioProjects",
    content.portfolioProjects.map((item) => item.slug),
  );
  unique(
    "app/content/case-studies.ts",
    "caseStudies",
    content.caseStudies.map((item) => item.slug),
  );
  unique(
    "app/content/jobs.ts",
    "jobs",
    content.jobs.map((item) => item.slug),
  );
  unique(
    "app/content/blog/*.md",
    "blogPosts",
    content.blogPosts.map((item) => item.slug),
  );

  const resolve = (where: string, field: string, kind: keyof typeof slugs, links: readonly string[]) => {
    for (const slug of links) {
      if (!slugs[kind].has(slug)) problems.push(`${where}.${field}: no ${kind} item has the slug "${slug}"`);
    }
  };
  for (const service of content.services) {
    const where = `app/content/services.ts: services (${service.slug})`;
    resolve(where, "technologySlugs", "technologies", service.technologySlugs);
  }
  for (const technology of content.technologies) {
    const where = `app/content/technologies.ts: technologies (${technology.slug})`;
    resolve(where, "serviceSlugs", "services", technology.serviceSlugs);
    technology.caseStudies.forEach((shown, index) => {
      const position = /^\/portfolio\/case-study\/(\d+)$/.exec(shown.link ?? "")?.[1];
      if (position === undefined) return;
      const study = content.caseStudies[Number(position)];
      if (!study) problems.push(`${where}.caseStudies[${index}].link: there is no case study ${position}`);
      else if (!study.technologySlugs.includes(technology.slug)) {
        problems.push(
          `app/content/case-studies.ts: caseStudies[${position}] (${study.slug}).technologySlugs: add "${technology.slug}", whose page shows this case study`,
        );
      }
    });
  }
  for (const project of content.portfolioProjects) {
    const where = `app/content/portfolio.ts: portfolioProjects (${project.slug})`;
    resolve(where, "serviceSlugs", "services", project.serviceSlugs);
    resolve(where, "technologySlugs", "technologies", project.technologySlugs);
  }
  content.caseStudies.forEach((study, index) => {
    const where = `app/content/case-studies.ts: caseStudies[${index}] (${study.slug})`;
    resolve(where, "serviceSlugs", "services", study.serviceSlugs);
    resolve(where, "technologySlugs", "technologies", study.technologySlugs);
    resolve(where, "projectSlugs", "projects", study.projectSlugs);
    for (const slug of study.technologySlugs) {
      const technology = content.technologies.find((candidate) => candidate.slug === slug);
      if (technology && !technology.caseStudies.some((shown) => shown.link === study.link)) {
        problems.push(
          `${where}.technologySlugs: the page of "${slug}" does not show this case study (technologies.ts caseStudies)`,
        );
      }
    }
    if (study.link !== `/portfolio/case-study/${index}`) {
      problems.push(`${where}.link: must be "/portfolio/case-study/${index}", its position in the list`);
    }
  });
  return problems;
}

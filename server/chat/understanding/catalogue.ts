/**
 * Everything a visitor can ask about by name, built from app/content: services, technologies
 * (the 17 pages, the home page's tool strip and the tools named in project stacks), the
 * header's technology groups, portfolio projects and their categories, case studies, blog
 * posts, the TechTalk, jobs and departments, the leadership team and the privacy policy's
 * sections. Each entity has the page that shows it and the names it is known by (content
 * names, slugs and the aliases of aliases.ts).
 */
import {
  blogPosts,
  caseStudies,
  experts,
  jobDepartments,
  jobs,
  portfolioProjects,
  privacySections,
  services,
  technologies,
  technologyGroups,
  techStripTools,
  techTalks,
} from "../../../app/content/index.ts";
import { ENTITY_ALIASES } from "./aliases.ts";

export type EntityType =
  | "service"
  | "technology"
  | "techGroup"
  | "project"
  | "projectCategory"
  | "caseStudy"
  | "post"
  | "techTalk"
  | "job"
  | "department"
  | "person"
  | "privacy";

export type Entity = {
  /** `${type}:${key}`. */
  id: string;
  type: EntityType;
  /** The slug, index or id in app/content. */
  key: string;
  /** The name the site uses. */
  name: string;
  /** The page that shows it. */
  url: string;
  /** Names it is recognised by: the content's own names and slug, and aliases. */
  names: string[];
};

export const slugWords = (slug: string) => slug.replace(/[-_]+/g, " ");

/** A tool of the home page's strip or a project stack, by its name ("Node.js" → "nodejs"). */
export const toolKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/\s*\(.*\)$/, "")
    .replace(/\s+(api|speech-to-text)$/, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** Technology page slugs for the names tool lists use ("React" → reactjs, "OpenAI API" → openai). */
const TOOL_PAGE: Record<string, string> = {
  react: "reactjs",
  "react-js": "reactjs",
  "node-js": "nodejs",
  openai: "openai",
  "vue-js": "vuejs",
};

export function technologySlugOf(toolName: string): string | undefined {
  const key = toolKey(toolName);
  const slug = TOOL_PAGE[key] ?? key;
  return technologies.some((technology) => technology.slug === slug) ? slug : undefined;
}

/** The technology groups a visitor may ask for: the header's four, and the tool strip's areas. */
export type TechGroupKey = "backend" | "frontend" | "mobile" | "ai" | "machine-learning" | "cloud";

export const TECH_GROUP_NAMES: Record<TechGroupKey, string> = {
  backend: "back end",
  frontend: "front end",
  mobile: "mobile",
  ai: "AI",
  "machine-learning": "machine learning",
  cloud: "cloud and infrastructure",
};

/**
 * Names that are too general to recognise on their own ("AI", "Design", "Who we are"): for
 * these types only the aliases count.
 */
const NAME_IS_NOT_ALIAS: ReadonlySet<EntityType> = new Set([
  "techGroup",
  "projectCategory",
  "department",
  "privacy",
]);

function entity(type: EntityType, key: string, name: string, url: string, names: string[] = []): Entity {
  const id = `${type}:${key}`;
  const own = NAME_IS_NOT_ALIAS.has(type) ? names : [name, ...names];
  const all = new Set([...own, ...(ENTITY_ALIASES[id] ?? [])].map((value) => value.toLowerCase()));
  return { id, type, key, name, url, names: [...all] };
}

export function buildCatalogue(): Entity[] {
  const list: Entity[] = [];
  for (const service of services)
    list.push(
      entity("service", service.slug, service.title, `/services/${service.slug}`, [slugWords(service.slug)]),
    );
  for (const technology of technologies)
    list.push(
      entity("technology", technology.slug, technology.name, `/technologies/${technology.slug}`, [
        slugWords(technology.slug),
      ]),
    );
  // Tools that have no page of their own: the home page's strip and project stacks.
  const toolNames = [
    ...techStripTools.map((tool) => tool.name),
    ...portfolioProjects.flatMap((project) => project.tech),
  ];
  for (const toolName of toolNames) {
    if (technologySlugOf(toolName)) continue;
    const key = toolKey(toolName);
    if (list.some((existing) => existing.id === `technology:${key}`)) continue;
    const onStrip = techStripTools.some((tool) => tool.name === toolName);
    const project = portfolioProjects.find((candidate) => candidate.tech.includes(toolName));
    const name = toolName.replace(/\s+(API|speech-to-text)$/, "");
    list.push(entity("technology", key, name, onStrip ? "/" : `/portfolio/${project?.slug ?? ""}`));
  }
  for (const group of technologyGroups)
    list.push(entity("techGroup", group.title.toLowerCase(), group.title, "/technologies"));
  list.push(entity("techGroup", "machine-learning", "Machine learning", "/"));
  list.push(entity("techGroup", "cloud", "Cloud", "/"));
  for (const project of portfolioProjects)
    list.push(
      entity("project", project.slug, project.title, `/portfolio/${project.slug}`, [slugWords(project.slug)]),
    );
  for (const category of new Set(portfolioProjects.map((project) => project.category))) {
    const key = toolKey(category.replace("&", "and")).replace("-and-", "-");
    list.push(entity("projectCategory", key, category, "/portfolio"));
  }
  caseStudies.forEach((study, index) => {
    list.push(entity("caseStudy", String(index), study.title, `/portfolio/case-study/${index}`));
  });
  for (const post of blogPosts) list.push(entity("post", post.slug, post.title, `/blog/${post.slug}`));
  techTalks.forEach((talk, index) => {
    list.push(entity("techTalk", String(index), talk.title, "/blog"));
  });
  for (const job of jobs)
    list.push(entity("job", job.slug, job.title, `/careers/${job.slug}`, [slugWords(job.slug)]));
  for (const department of jobDepartments)
    list.push(entity("department", department, department, "/careers"));
  for (const expert of experts)
    list.push(entity("person", toolKey(expert.name), expert.name, "/about", [expert.title.toLowerCase()]));
  for (const section of privacySections)
    list.push(
      entity("privacy", section.id, section.title, `/privacy-policy#${section.id}`, [
        `section ${section.number}`,
      ]),
    );
  return list;
}

/**
 * Answers about technologies: all of them (by the header's groups), how many, one group (the
 * header's Backend, Frontend, Mobile and AI, or the home page's tool strip by area: machine
 * learning, cloud), one technology or tool (its summary, or the sentence of its page that
 * answers a detail), two side by side, and the projects built with one.
 */
import {
  portfolioProjects,
  technologies,
  technologiesPage,
  technologyGroups,
  techStripTools,
} from "../../../app/content/index.ts";
import type { TechArea, Technology } from "../../../app/content/schema.ts";
import type { Entity } from "../understanding/catalogue.ts";
import { technologySlugOf, toolKey } from "../understanding/catalogue.ts";
import { answer, link, listWords, paragraphs } from "./compose.ts";
import { type BuildContext, type Builder, ofType } from "./context.ts";
import { bestInScope, bestOnPages, detailTerms } from "./scoped.ts";

const TECHNOLOGIES = link("Technologies", "/technologies");
const HOME_TOOLS = link("tools we build with", "/");
/** The home page's tool strip, which lists tools the Technologies page does not. */
const HOME_STRIP = `The ${HOME_TOOLS} on our home page's technology strip: ${listWords(techStripTools.map((tool) => tool.name))}.`;

export function technologyOf(entity: Entity): Technology | undefined {
  return technologies.find((technology) => technology.slug === entity.key);
}

const techLink = (technology: Technology) => link(technology.name, `/technologies/${technology.slug}`);

/** A tool by the name a project stack or the tool strip uses: linked to its page when it has one. */
function toolLink(name: string): string {
  const slug = technologySlugOf(name);
  const technology = slug ? technologies.find((candidate) => candidate.slug === slug) : undefined;
  return technology ? techLink(technology) : name;
}

export const techList: Builder = (context) => {
  // "What technologies do you use for mobile apps?": the group its words name, though "mobile
  // apps" was read as the service. ("AI" is left out: everything here is AI.)
  const implied = technologyGroups.flatMap((group) => {
    const title = group.title.toLowerCase();
    const said = new RegExp(`\\b${title}\\b`);
    if (title === "ai" || !(said.test(context.question.text) || said.test(context.question.corrected)))
      return [];
    return context.knowledge.entities.byId(`techGroup:${title}`) ?? [];
  });
  if (implied.length > 0 && !/\b(all|every|full|whole)\b/.test(context.question.text)) {
    const reply = techGroup({ ...context, entities: implied, named: implied });
    if (reply) return reply;
  }
  const grouped = new Set(technologyGroups.flatMap((group) => group.slugs));
  const lines = technologyGroups.map(
    (group) =>
      `- ${group.title}: ${group.slugs
        .flatMap((slug) => technologies.find((technology) => technology.slug === slug) ?? [])
        .map(techLink)
        .join(", ")}`,
  );
  const others = technologies.filter((technology) => !grouped.has(technology.slug)).map(techLink);
  if (others.length > 0) lines.push(`- Also: ${others.join(", ")}`);
  return answer(
    "tech.list",
    paragraphs(
      `We work with ${technologies.length} technologies, chosen for each problem:`,
      lines.join("\n"),
      HOME_STRIP,
      `Details on our ${TECHNOLOGIES} page.`,
    ),
  );
};

export const techCount: Builder = () =>
  answer(
    "tech.count",
    paragraphs(
      `Our ${TECHNOLOGIES} page lists ${technologies.length} technologies: ${listWords(technologies.map((technology) => technology.name))}.`,
      HOME_STRIP,
    ),
  );

const AREA_OF_GROUP: Partial<Record<string, TechArea>> = {
  "machine-learning": "machine-learning",
  cloud: "cloud",
};

export const techGroup: Builder = (context) => {
  const groups = ofType(context, "techGroup");
  if (groups.length === 0) return undefined;
  const parts: string[] = [];
  for (const group of groups) {
    const header = technologyGroups.find((candidate) => candidate.title.toLowerCase() === group.key);
    if (header) {
      const members = header.slugs.flatMap(
        (slug) => technologies.find((technology) => technology.slug === slug) ?? [],
      );
      parts.push(
        `${group.name === "AI" ? "In the AI group" : `For ${group.name.toLowerCase()}`} we work with ${listWords(members.map(techLink))}.`,
      );
      continue;
    }
    const area = AREA_OF_GROUP[group.key];
    if (!area) continue;
    const tools = techStripTools.filter((tool) => tool.areas.includes(area));
    parts.push(
      `For ${group.name.toLowerCase()} we use ${listWords(tools.map((tool) => toolLink(tool.name)))}:\n${tools
        .map((tool) => `- ${tool.name}: ${tool.description}`)
        .join("\n")}`,
    );
  }
  if (parts.length === 0) return undefined;
  const anyHeader = groups.some((group) =>
    technologyGroups.some((header) => header.title.toLowerCase() === group.key),
  );
  return answer(
    context.topic,
    paragraphs(
      ...parts,
      anyHeader
        ? `See our ${TECHNOLOGIES} page.`
        : `See the ${HOME_TOOLS} on our home page and our ${TECHNOLOGIES} page.`,
    ),
    groups,
  );
};

/** Projects whose stack lists the tool, and technology pages' examples that name it. */
function projectsUsing(entity: Entity): { name: string; url: string }[] {
  const found = portfolioProjects
    .filter((project) =>
      project.tech.some((name) => toolKey(name) === entity.key || technologySlugOf(name) === entity.key),
    )
    .map((project) => ({ name: project.title, url: `/portfolio/${project.slug}` }));
  const technology = technologyOf(entity);
  for (const study of technology?.caseStudies ?? []) {
    const url = study.link ?? `/technologies/${technology?.slug}`;
    if (!found.some((existing) => existing.url === url)) found.push({ name: study.title, url });
  }
  return found;
}

function toolSummary(entity: Entity): string | undefined {
  const technology = technologyOf(entity);
  if (technology) return `${techLink(technology)}: ${technology.summary}`;
  const tool = techStripTools.find((candidate) => toolKey(candidate.name) === entity.key);
  if (tool) return `${tool.name} is one of the ${HOME_TOOLS}: ${tool.description}`;
  return undefined;
}

export const techDetail: Builder = (context) => {
  const chosen = ofType(context, "technology")[0];
  if (!chosen) return undefined;
  const yes = context.question.yesNo ? "Yes. " : "";
  const technology = technologyOf(chosen);
  const detail = technology ? bestOnPages(context, [chosen]) : undefined;
  // What we provide with a technology (the tools and frameworks, the kind of work) goes with
  // every answer about it: the page's key facts, whichever detail was asked.
  const provide =
    technology && !detail?.body.includes(technology.whatWeProvide.slice(0, 40))
      ? technology.whatWeProvide
      : undefined;
  if (detail && technology) {
    return answer(
      context.topic,
      paragraphs(`${yes}${detail.body}`, provide, `More on our ${techLink(technology)} page.`),
      [chosen],
      {
        passages: [detail.passage],
      },
    );
  }
  const summary = toolSummary(chosen);
  const used = projectsUsing(chosen);
  if (!summary) {
    // A tool named only in project stacks or page text (Azure, PostgreSQL, FastAPI…).
    if (used.length === 0) return undefined;
    const passages = context.knowledge.index.passages.filter((passage) =>
      chosen.names.some((name) => passage.text.toLowerCase().includes(name)),
    );
    const best = bestInScope(context.knowledge.index, passages, detailTerms(context), 0.3);
    return answer(
      context.topic,
      paragraphs(
        `${yes}We have used ${chosen.name} in ${listWords(used.map((project) => link(project.name, project.url)))}.`,
        best && !used.some((project) => best.passage.url === project.url)
          ? `${best.body} (${link(best.passage.pageTitle, best.passage.url)})`
          : undefined,
      ),
      [chosen],
    );
  }
  return answer(
    context.topic,
    paragraphs(
      `${yes}${summary}`,
      provide,
      used.length > 0
        ? `Examples: ${listWords(used.map((project) => link(project.name, project.url)))}.`
        : undefined,
    ),
    [chosen],
  );
};

export const techCompare: Builder = (context: BuildContext) => {
  const chosen = ofType(context, "technology").slice(0, 3);
  if (chosen.length < 2) return techDetail(context);
  const lines = chosen.flatMap((entity) => toolSummary(entity) ?? []);
  return answer(
    context.topic,
    paragraphs(
      ...lines.map((line) => `- ${line}`),
      "We use each where it fits the problem best; which one suits you depends on your project.",
    ),
    chosen,
  );
};

/** Words of a question about what was built with something. */
const PROJECT_WORDS =
  /\b(projects?|built|build|shipped|ship|examples?|portfolio|case stud(y|ies)|made|work|products?|apps?|clients?)\b/;

export const techProjects: Builder = (context) => {
  const chosen = ofType(context, "technology")[0];
  if (!chosen) return undefined;
  // "Do your React apps render on the server?" is about React, not about our projects.
  if (
    !PROJECT_WORDS.test(context.question.text) ||
    /\b(render|server|support|run|work with)\b/.test(context.question.text)
  )
    return techDetail(context);
  const used = projectsUsing(chosen);
  if (used.length === 0) return techDetail(context);
  const summary = context.question.yesNo ? toolSummary(chosen) : undefined;
  return answer(
    context.topic,
    paragraphs(
      summary && `Yes. ${summary}`,
      `Projects built with ${chosen.name}: ${listWords(used.map((project) => link(project.name, project.url)))}.`,
    ),
    [chosen],
  );
};

export function technologiesFaq(question: string): string {
  const item = technologiesPage.faq.items.find((candidate) => candidate.question === question);
  if (!item) throw new Error(`No technologies FAQ "${question}"`);
  return item.answer;
}

export const techHistory: Builder = () =>
  answer(
    "tech.history",
    paragraphs(
      `${technologiesPage.timeline.header.title}:`,
      technologiesPage.timeline.entries
        .map((entry) => `- ${entry.year}, ${entry.title}: ${entry.text}`)
        .join("\n"),
      `See our ${TECHNOLOGIES} page.`,
    ),
  );

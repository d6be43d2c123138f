/**
 * Answers about technologies: all of them (by the header's groups), how many, one group (the
 * header's Backend, Frontend, Mobile and AI, or the home page's tool strip by area: machine
 * learning, cloud), one technology or tool (its summary, or the sentence of its page that
 * answers a detail), two side by side, and the projects built with one.
 */
import {
  portfolioProjects,
  services,
  technologies,
  technologiesPage,
  technologyGroups,
  techStripTools,
} from "../../../app/content/index.ts";
import type { Service, TechArea, Technology } from "../../../app/content/schema.ts";
import { escapeRegExp, terms } from "../text.ts";
import type { Entity } from "../understanding/catalogue.ts";
import { technologySlugOf, toolKey } from "../understanding/catalogue.ts";
import { answer, link, listWords, paragraphs, type Reply } from "./compose.ts";
import { type BuildContext, type Builder, type Knowledge, ofType } from "./context.ts";
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

/** Words that ask for technologies, not what they are for ("which tools do you use for it?"). */
const TECH_FRAME = new Set(
  terms(
    "tech technology technologies tool tools stack stacks framework frameworks language languages library libraries platform platforms software use used using build built develop developed write written run power powered behind kind sort type which what would will typically usually normally",
  ),
);
/** A technology is named beside the best when its page answers the subject nearly as well. */
const FOCUSED_SHARE = 0.8;
const MAX_FOCUSED = 3;
const MIN_FOCUSED_COVERAGE = 0.5;
/** Up to this many technologies of a service, each says what we provide with it. */
const MAX_PROVIDED = 2;

/** The technologies a service's own text names, with the first sentence that names each. */
export function technologiesOfService(
  knowledge: Knowledge,
  service: Service,
): { entity: Entity; sentence: string }[] {
  const sentences = [service.description, ...service.details, ...service.features].flatMap((text) =>
    text.split(/(?<=[.!?])\s+/),
  );
  return knowledge.entities.entities.flatMap((entity) => {
    if (entity.type !== "technology" || !entity.url.startsWith("/technologies/")) return [];
    const sentence = sentences.find((text) => new RegExp(`\\b${escapeRegExp(entity.name)}\\b`).test(text));
    return sentence ? [{ entity, sentence }] : [];
  });
}

/**
 * "What tech do you use for mobile apps?", "which tools do you use for them?" after smart
 * contracts: the technologies the service's page names, with the sentences that name them.
 */
export function serviceTechnologies(context: BuildContext, serviceEntity: Entity): Reply | undefined {
  const service = services.find((candidate) => candidate.slug === serviceEntity.key);
  if (!service) return undefined;
  // "Which vector database do you use?" asks for one kind of tool, which the page may name.
  const naming = new Set(context.question.mentions.flatMap((mention) => terms(mention.text)));
  if (detailTerms(context, []).some((term) => !TECH_FRAME.has(term) && !naming.has(term))) return undefined;
  const named = technologiesOfService(context.knowledge, service);
  // A service whose page names no technology: the technologies whose pages speak of it.
  if (named.length === 0) return technologiesFor(context, terms(service.title));
  const sentences = [...new Set(named.map(({ sentence }) => sentence))];
  // One or two technologies: what we provide with each names the tools (Foundry, Hardhat…).
  const provided =
    named.length <= MAX_PROVIDED
      ? named.flatMap(({ entity }) => technologyOf(entity)?.whatWeProvide ?? [])
      : [];
  return answer(
    context.topic,
    paragraphs(
      `For ${link(service.title, `/services/${service.slug}`)} we work with ${listWords(named.map(({ entity }) => link(entity.name, entity.url)))}.`,
      sentences.join(" "),
      ...provided,
      `All ${technologies.length} technologies we work with are on our ${TECHNOLOGIES} page.`,
    ),
    [serviceEntity],
  );
}

/**
 * The technologies whose own pages speak of a subject (a service's name, when the service's
 * page names no technology), each with the sentence that does.
 */
function technologiesFor(context: BuildContext, subject: readonly string[]): Reply | undefined {
  if (subject.length === 0) return undefined;
  const matches = technologies
    .flatMap((technology) => {
      const match = bestInScope(
        context.knowledge.index,
        context.knowledge.passagesOn(`/technologies/${technology.slug}`),
        subject,
        MIN_FOCUSED_COVERAGE,
      );
      return match ? [{ technology, match }] : [];
    })
    .sort((a, b) => b.match.coverage - a.match.coverage);
  const best = matches[0];
  if (!best) return undefined;
  const chosen = matches
    .filter((candidate) => candidate.match.coverage >= best.match.coverage * FOCUSED_SHARE)
    .slice(0, MAX_FOCUSED);
  return answer(
    context.topic,
    paragraphs(
      chosen.map(({ technology, match }) => `- ${techLink(technology)}: ${match.body}`).join("\n"),
      `All ${technologies.length} technologies we work with are on our ${TECHNOLOGIES} page.`,
    ),
    [],
    { passages: chosen.map(({ match }) => match.passage) },
  );
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
  // "Which tools do you use for them?" after smart contracts: the service's technologies.
  const service = ofType(context, "service")[0];
  const focused = service ? serviceTechnologies(context, service) : undefined;
  if (focused) return focused;
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

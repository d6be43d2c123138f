/**
 * Answers about the portfolio: the projects (all, by category, how many), one project (its
 * overview or the detail its page answers, its tech stack, its impact), two projects side by
 * side, the case studies and their results, and the work done in an industry.
 */
import { caseStudies, portfolioPage, portfolioProjects, testimonials } from "../../../app/content/index.ts";
import type { CaseStudy, PortfolioProject } from "../../../app/content/schema.ts";
import { htmlSections } from "../passages.ts";
import { terms } from "../text.ts";
import type { Entity } from "../understanding/catalogue.ts";
import { answer, bullets, link, listWords, paragraphs } from "./compose.ts";
import { type BuildContext, type Builder, ofType } from "./context.ts";
import { bestInScope, bestOnPages, detailTerms } from "./scoped.ts";

const PORTFOLIO = link("Portfolio", "/portfolio");

export function projectOf(entity: Entity): PortfolioProject | undefined {
  return portfolioProjects.find((project) => project.slug === entity.key);
}

export function caseStudyOf(entity: Entity): CaseStudy | undefined {
  return caseStudies[Number(entity.key)];
}

export const projectLink = (project: PortfolioProject) => link(project.title, `/portfolio/${project.slug}`);
export const caseStudyLink = (study: CaseStudy) => link(study.title, study.link);

/** Words of asking for projects, not of what kind. */
const ASKING_FOR_PROJECTS = new Set(
  terms(
    "project projects portfolio case study studies example examples built build made make done work see show would love like any one ones have got",
  ),
);
/** "Do you have…", "have you built…": asking whether there is one. */
const WHETHER_THERE_IS =
  /^(?:do|does|did|have|has|got)\b|\b(?:do|did) (?:you|u|ya)(?: guys)? (?:have|build|make|do)\b|\bhave (?:you|u)(?: ever)? (?:built|made|done|got)\b/;
/** Of the kind asked, this much must be on a portfolio page for the portfolio to have one. */
const KIND_ON_PORTFOLIO = 0.5;

/**
 * "Do you have a self-driving car project?": whether the portfolio has one like that, when the
 * question names a kind of project that no portfolio page speaks of.
 */
function noneLikeThat(context: BuildContext): string | undefined {
  if (!WHETHER_THERE_IS.test(context.question.text)) return undefined;
  const kind = detailTerms(context, []).filter((term) => !ASKING_FOR_PROJECTS.has(term));
  if (kind.length === 0) return undefined;
  const found = bestInScope(
    context.knowledge.index,
    context.knowledge.passagesUnder("/portfolio"),
    kind,
    KIND_ON_PORTFOLIO,
  );
  return found ? undefined : "No, our portfolio has no project like that. What it does show:";
}

export const portfolioList: Builder = (context) =>
  answer(
    "portfolio.list",
    paragraphs(
      noneLikeThat(context) ?? "Featured projects:",
      bullets(portfolioProjects.map((project) => `${projectLink(project)}: ${project.overview}`)),
      `Case studies: ${listWords(caseStudies.map((study) => `${caseStudyLink(study)} (${study.result})`))}.`,
      `See our ${PORTFOLIO}.`,
    ),
  );

export const portfolioCount: Builder = () =>
  answer(
    "portfolio.count",
    `Our ${PORTFOLIO} shows ${portfolioProjects.length} projects (${listWords(portfolioProjects.map(projectLink))}) and ${caseStudies.length} case studies (${listWords(caseStudies.map(caseStudyLink))}).`,
  );

export const portfolioCategory: Builder = (context) => {
  const category = ofType(context, "projectCategory")[0];
  if (!category) return portfolioList(context);
  const projects = portfolioProjects.filter((project) => project.category === category.name);
  return answer(
    context.topic,
    paragraphs(
      `Our ${category.name} projects:`,
      bullets(projects.map((project) => `${projectLink(project)}: ${project.overview}`)),
      `See our ${PORTFOLIO}.`,
    ),
    projects.flatMap((project) => context.knowledge.entities.byId(`project:${project.slug}`) ?? []),
  );
};

export const projectDetail: Builder = (context) => {
  const chosen = ofType(context, "project")[0];
  const project = chosen ? projectOf(chosen) : undefined;
  if (!project || !chosen) return undefined;
  const detail = bestOnPages(context, [chosen]);
  // The outcome goes with every answer about a project: visitors asking about a detail
  // ("does it send messages by itself?", "how much faster is it?") usually want to know
  // what it achieved too, and the page states both.
  const outcome = detail?.body.includes(project.impact) ? undefined : `Outcome: ${project.impact}`;
  // Who it was built for: the page's "challenge" section names the client.
  const challenge = htmlSections(project.details)
    .filter((section) => /challenge/i.test(section.heading))
    .flatMap((section) => section.paragraphs)
    .join(" ");
  const client = challenge && !detail?.body.includes(challenge) ? `The client: ${challenge}` : undefined;
  const builtWith = `Built with ${listWords(project.tech)}.`;
  if (detail) {
    return answer(
      context.topic,
      paragraphs(detail.body, client, outcome, builtWith, `More on the ${projectLink(project)} page.`),
      [chosen],
      {
        passages: [detail.passage],
      },
    );
  }
  return answer(
    context.topic,
    paragraphs(
      `${project.title}: ${project.overview}`,
      project.longDesc,
      client,
      outcome,
      builtWith,
      `More on the ${projectLink(project)} page.`,
    ),
    [chosen],
  );
};

/** Words of a question about a project's stack. */
const STACK_WORDS =
  /\b(tech|technology|technologies|stack|built with|built on|made with|written in|language|languages|database|db|framework|frameworks|cloud|crm|api|apis|library|libraries|hosted|runs? on|uses?|used|using|powered by)\b/;

export const projectTech: Builder = (context) => {
  // "Does MarkAid give grades without a teacher?" is about the product, not its stack.
  if (!STACK_WORDS.test(context.question.text) && !STACK_WORDS.test(context.question.corrected))
    return projectDetail(context);
  const chosen = ofType(context, "project");
  const lines = chosen.flatMap((entity) => {
    const project = projectOf(entity);
    return project ? [`${projectLink(project)} was built with ${listWords(project.tech)}.`] : [];
  });
  if (lines.length === 0) return undefined;
  return answer(context.topic, paragraphs(...lines), chosen);
};

export const projectImpact: Builder = (context) => {
  const chosen = ofType(context, "project");
  const lines = chosen.flatMap((entity) => {
    const project = projectOf(entity);
    if (!project) return [];
    const outcome = htmlSections(project.details).find((section) => /outcome/i.test(section.heading));
    return [`${projectLink(project)}: ${project.impact}${outcome ? ` ${outcome.paragraphs.join(" ")}` : ""}`];
  });
  if (lines.length === 0) return undefined;
  return answer(context.topic, paragraphs(...lines), chosen);
};

export const projectCompare: Builder = (context: BuildContext) => {
  const chosen = ofType(context, "project").slice(0, 3);
  const projects = chosen.flatMap((entity) => projectOf(entity) ?? []);
  if (projects.length < 2) return projectDetail(context);
  const shared = (projects[0]?.tech ?? []).filter((tech) =>
    projects.every((project) => project.tech.includes(tech)),
  );
  return answer(
    context.topic,
    paragraphs(
      bullets(
        projects.map(
          (project) => `${projectLink(project)}: ${project.overview} Built with ${listWords(project.tech)}.`,
        ),
      ),
      shared.length > 0 ? `Both use ${listWords(shared)}.` : undefined,
    ),
    chosen,
  );
};

/** Words of a portfolio question that say what kind of work it asks about, not which. */
const PORTFOLIO_WORDS = new Set(
  terms(
    "case study studies project projects portfolio example examples work worked done have has any some client clients customer customers industry industries sector similar like before ever built build made for with one",
  ),
);

/**
 * "Do you have a case study for a crypto exchange?": no project or case study page says at
 * least half of the question's specific words.
 */
function unmatchedWork(context: BuildContext): boolean {
  const { index } = context.knowledge;
  const specific = detailTerms(context).filter((term) => !PORTFOLIO_WORDS.has(term) && term.length >= 3);
  if (specific.length === 0) return false;
  const pages = [
    ...portfolioProjects.map((project) => `/portfolio/${project.slug}`),
    ...caseStudies.map((study) => study.link),
  ];
  // No page says at least half of what is asked.
  return !pages.some((url) => bestInScope(index, context.knowledge.passagesOn(url), specific, 0.5));
}

export const caseStudyList: Builder = (context) =>
  answer(
    "caseStudy.list",
    paragraphs(
      unmatchedWork(context) ? "We don't have a case study or project on that in our portfolio." : undefined,
      `${portfolioPage.caseStudiesHeader.title}:`,
      bullets(caseStudies.map((study) => `${caseStudyLink(study)}: ${study.result}. ${study.desc}`)),
      `See our ${PORTFOLIO}.`,
    ),
  );

function resultSection(study: CaseStudy): string {
  return htmlSections(study.detail)
    .filter((section) => /result/i.test(section.heading))
    .flatMap((section) => section.paragraphs)
    .join(" ");
}

const CASE_STUDY_WORDS = new Set([
  "case",
  "studi",
  "result",
  "outcom",
  "impact",
  "achiev",
  "get",
  "got",
  "what",
]);

/**
 * The case studies asked about: named or carried over; otherwise, for "the chatbot case
 * study", the one whose page best covers the other words of the question.
 */
function studiesAsked(context: BuildContext): Entity[] {
  const chosen = ofType(context, "caseStudy");
  if (chosen.length > 0) return chosen;
  const { terms: asked } = context.question;
  if (!(asked.includes("case") && asked.includes("studi"))) return [];
  const detail = detailTerms(context).filter((term) => !CASE_STUDY_WORDS.has(term));
  const scored = caseStudies
    .map((study, index) => ({
      index,
      coverage:
        bestInScope(context.knowledge.index, context.knowledge.passagesOn(study.link), detail, 0.5)
          ?.coverage ?? 0,
    }))
    .filter((entry) => entry.coverage > 0)
    .sort((a, b) => b.coverage - a.coverage);
  const [best, next] = scored;
  if (!best || (next && next.coverage >= best.coverage)) return [];
  const entity = context.knowledge.entities.byId(`caseStudy:${best.index}`);
  return entity ? [entity] : [];
}

/** A case study's result, with its page: "[Retail AI Automation](…): 30% increase in sales. …". */
export function caseStudyResultText(index: number): string | undefined {
  const study = caseStudies[index];
  return study ? `${caseStudyLink(study)}: ${study.result}. ${resultSection(study)}` : undefined;
}

export const caseStudyResult: Builder = (context) => {
  const chosen = studiesAsked(context);
  const lines = chosen.flatMap((entity) => {
    const study = caseStudyOf(entity);
    return study ? [`${caseStudyLink(study)}: ${study.result}. ${resultSection(study)}`] : [];
  });
  if (lines.length === 0) return undefined;
  return answer(context.topic, paragraphs(...lines), chosen);
};

export const caseStudyDetail: Builder = (context) => {
  const asked = studiesAsked(context);
  // "What about the other two?": each of them in brief.
  if (asked.length > 1) {
    const studies = asked.flatMap((entity) => caseStudyOf(entity) ?? []);
    return answer(
      context.topic,
      paragraphs(
        bullets(studies.map((study) => `${caseStudyLink(study)}: ${study.desc} Result: ${study.result}.`)),
        `See our ${PORTFOLIO}.`,
      ),
      asked,
    );
  }
  const chosen = asked[0];
  const study = chosen ? caseStudyOf(chosen) : undefined;
  if (!study || !chosen) return undefined;
  const detail = headedPart(context, chosen) ?? bestOnPages(context, [chosen]);
  const result = detail?.body.includes(study.result) ? undefined : `Result: ${study.result}.`;
  if (detail) {
    return answer(
      context.topic,
      paragraphs(detail.body, result, `More in the ${caseStudyLink(study)} case study.`),
      [chosen],
      {
        passages: [detail.passage],
      },
    );
  }
  return answer(
    context.topic,
    paragraphs(
      `${study.title}: ${study.desc} Result: ${study.result}.`,
      resultSection(study),
      `More in the ${caseStudyLink(study)} case study.`,
    ),
    [chosen],
  );
};

/**
 * "What sort of shop was the client?": a part of a case study asked by its heading's own word
 * ("The client", "The challenge", "The result") is that part, whatever else the question says.
 */
function headedPart(context: BuildContext, chosen: Entity) {
  const passages = context.knowledge.passagesOn(chosen.url);
  const asked = new Set(detailTerms(context, [chosen]));
  for (const passage of passages) {
    const own = passage.section.startsWith(`${passage.pageTitle}: `)
      ? terms(passage.section.slice(passage.pageTitle.length + 2))
      : [];
    if (own.length > 0 && own.every((term) => asked.has(term)))
      return bestInScope(context.knowledge.index, [passage], own, 0) ?? undefined;
  }
  return undefined;
}

/** "Have you done anything in healthcare?": the project or case study pages that best cover it. */
export const portfolioIndustry: Builder = (context) => {
  const pages = [
    ...portfolioProjects.map((project) => `/portfolio/${project.slug}`),
    ...caseStudies.map((study) => study.link),
  ];
  const detail = detailTerms(context);
  const matches = pages.flatMap((url) => {
    const best = bestInScope(context.knowledge.index, context.knowledge.passagesOn(url), detail, 0.5);
    return best ? [{ url, best }] : [];
  });
  // A client whose company name says the industry ("Stratum Logistics") speaks for the work.
  const quoted = testimonials.filter((item) => terms(item.company).some((term) => detail.includes(term)));
  const quotes = quoted.map(
    (item) =>
      `${item.name}, ${item.title} at ${item.company}, on our ${link("home page", "/")}: “${item.quote}”`,
  );
  if (matches.length === 0)
    return quotes.length > 0
      ? answer(context.topic, paragraphs(`What our clients say:`, bullets(quotes), `See our ${PORTFOLIO}.`))
      : undefined;
  matches.sort((a, b) => b.best.coverage - a.best.coverage);
  const top = matches
    .filter((match) => match.best.coverage >= (matches[0]?.best.coverage ?? 1) - 0.05)
    .slice(0, 2);
  const lines = top.map((match) => {
    const study = caseStudies.find((candidate) => candidate.link === match.url);
    if (study) return `${caseStudyLink(study)} (${study.result}): ${study.desc}`;
    const project = portfolioProjects.find((candidate) => `/portfolio/${candidate.slug}` === match.url);
    return project ? `${projectLink(project)}: ${project.overview}` : "";
  });
  const about = top.flatMap((match) => {
    const study = caseStudies.findIndex((candidate) => candidate.link === match.url);
    if (study >= 0) return context.knowledge.entities.byId(`caseStudy:${study}`) ?? [];
    return context.knowledge.entities.byId(`project:${match.url.split("/").at(-1)}`) ?? [];
  });
  return answer(
    context.topic,
    paragraphs(
      `Yes, for example:`,
      bullets(lines),
      quotes.length > 0 && bullets(quotes),
      `See our ${PORTFOLIO}.`,
    ),
    about,
  );
};

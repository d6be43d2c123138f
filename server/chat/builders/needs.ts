/**
 * A visitor describing a need ("I want to sell more in my online shop", "sorting e-mails takes
 * hours") gets the service that fits, an example from the portfolio or a case study, and the
 * way to start (quote form, contact page, meeting). The table below maps the words of common
 * needs to the site's own offerings; the wording of the answer comes from the content.
 */

import {
  caseStudies,
  portfolioProjects,
  serviceGroups,
  services,
  technologies,
} from "../../../app/content/index.ts";
import { asksToBuild } from "../build-request.ts";
import { EXISTING_SOFTWARE_WORDS, NEW_THING_WORDS } from "../deliverables.ts";
import { plainText } from "../intents.ts";
import { rankServices } from "../service-fit.ts";
import { alternativeGroups, terms } from "../text.ts";
import { answer, link, paragraphs } from "./compose.ts";
import type { BuildContext, Builder } from "./context.ts";
import { NEXT_STEP } from "./pricing.ts";
import { bestInScope, detailTerms } from "./scoped.ts";

type Example =
  | { project: string }
  | { caseStudy: number }
  | { technologyExample: [string, string] }
  /** The sentence of a technology's page that best fits the need. */
  | { technologyPage: string };

type Need = { words: string; service: string; example?: Example };

/** Needs by the words that describe them; the best overlap wins (earlier rows win ties). */
export const NEEDS: readonly Need[] = [
  {
    words:
      "sell sales shop store ecommerce online shop basket conversion recommendation recommend personalise personalised stock shoppers retail retailer",
    service: "ml-models",
    example: { caseStudy: 0 },
  },
  {
    words: "email emails mail inbox inboxes reply replies outlook correspondence threads drowning",
    service: "ai-automation",
    example: { project: "aimail" },
  },
  {
    words:
      "invoice invoices paperwork document documents forms letters contracts contract data entry keying typing manual backlog scanned pdfs",
    service: "ai-automation",
    example: { caseStudy: 1 },
  },
  {
    words: "support customer service customers questions helpdesk tickets enquiries chat chatbot queries",
    service: "ai-automation",
    example: { technologyExample: ["seachat", "Retail customer service assistant"] },
  },
  {
    words:
      "staff employees internal knowledge policies intranet wiki drives find information documentation handbook",
    service: "custom-gpt",
  },
  {
    words:
      "hire hiring recruit recruiting recruitment candidates applicants cv cvs resume resumes screening interviews shortlist",
    service: "ai-automation",
    example: { project: "hr-automation" },
  },
  {
    words: "marking grading grade teachers essays exams school schools students homework",
    service: "ai-product-dev",
    example: { project: "markaid" },
  },
  {
    words: "leads prospects outreach linkedin prospecting sales development pipeline",
    service: "ai-automation",
    example: { project: "linkedin-automation" },
  },
  {
    words: "voice narration audio dubbing localise localisation speech presenters podcast",
    service: "ai-product-dev",
    example: { project: "deepfake-audio" },
  },
  {
    words: "layouts mockups wireframes designers design screens figma",
    service: "web-mobile-dev",
    example: { project: "texttoui" },
  },
  {
    words: "patients patient clinics clinic hospital healthcare clinicians readmission care",
    service: "ml-models",
    example: { caseStudy: 2 },
  },
  {
    words: "forecast forecasting demand predict prediction churn leave cancel fraud risk scoring",
    service: "ml-models",
    example: { caseStudy: 0 },
  },
  {
    words: "agency resell reseller brand white label clients partners vendor saas customers ask",
    service: "white-label-ai",
  },
  {
    words: "start strategy roadmap unsure sure advice governance legal policy board where begin",
    service: "ai-consulting",
  },
  { words: "crm erp existing systems helpdesk tools integrate connect", service: "ai-integration" },
  { words: "idea mvp startup product launch prototype validate", service: "ai-product-dev" },
  {
    words:
      "app mobile website web application ios android software platform system portal dashboard crm scratch custom",
    service: "web-mobile-dev",
  },
  {
    words: "blockchain supply chain provenance tokens ledger",
    service: "blockchain-product-dev",
    example: { technologyExample: ["solidity", "Supply chain provenance ledger"] },
  },
  {
    words: "data mess messy quality dirty clean cleaning readiness scattered spreadsheets silos",
    service: "ml-models",
  },
  {
    words: "phone phones device devices edge locally offline on-device embedded",
    service: "ml-models",
    example: { technologyPage: "tensorflow" },
  },
  {
    words: "offline signal inspectors inspection field",
    service: "web-mobile-dev",
    example: { technologyExample: ["flutter", "Offline field inspection app"] },
  },
];

const needTerms = NEEDS.map((need) => new Set(terms(need.words)));

function exampleLine(example: Example, context: BuildContext): string | undefined {
  if ("technologyPage" in example) {
    const technology = technologies.find((candidate) => candidate.slug === example.technologyPage);
    const url = `/technologies/${example.technologyPage}`;
    const best = bestInScope(
      context.knowledge.index,
      context.knowledge.passagesOn(url),
      detailTerms(context),
      0.3,
    );
    return technology && best ? `With ${link(technology.name, url)}: ${best.body}` : undefined;
  }
  if ("project" in example) {
    const project = portfolioProjects.find((candidate) => candidate.slug === example.project);
    return project
      ? `For example, ${link(project.title, `/portfolio/${project.slug}`)}: ${project.overview}`
      : undefined;
  }
  if ("caseStudy" in example) {
    const study = caseStudies[example.caseStudy];
    return study
      ? `For example, our ${link(study.title, study.link)} case study: ${study.result}. ${study.desc}`
      : undefined;
  }
  const [slug, title] = example.technologyExample;
  const technology = technologies.find((candidate) => candidate.slug === slug);
  const study = technology?.caseStudies.find((candidate) => candidate.title === title);
  if (!technology || !study) return undefined;
  return `For example, ${study.title} (${link(technology.name, study.link ?? `/technologies/${technology.slug}`)}): ${study.description}`;
}

/** The need a text describes best (and how many of its words it shares), if any. */
export function matchNeed(
  words: readonly string[],
  weight: (term: string) => number = () => 1,
  ordered = false,
): { need: Need; score: number } | undefined {
  // A synonym's alternatives are not extra words ("android" also adds "mobile").
  const groups = alternativeGroups();
  const asked = words.filter(
    (word) => !words.some((other) => other !== word && groups.get(other)?.includes(word)),
  );
  // The row sharing the most words; between rows sharing as many, the one whose words are
  // rarer on the site ("predict churn" beats "help customers").
  let best: { need: Need; score: number; weight: number } | undefined;
  NEEDS.forEach((need, position) => {
    const own = needTerms[position] as Set<string>;
    const shared = asked.filter((word) => own.has(word));
    const total = shared.reduce((sum, word) => sum + weight(word), 0);
    if (shared.length === 0) return;
    if (!best || shared.length > best.score || (shared.length === best.score && total > best.weight))
      best = { need, score: shared.length, weight: total };
  });
  const table = best && { need: best.need, score: best.score };
  return withNamedDeliverable(asked, fitOnPage(asked, table, weight), ordered);
}

/** Things a visitor asks us to build, whatever the business they are for. */
const DELIVERABLES = new Set(terms(NEW_THING_WORDS.join(" ")));
/** What a visitor may run already ("our crm"), a thing to build only when asked for ("build us a crm"). */
const ORDERED_DELIVERABLES = new Set([...DELIVERABLES, ...terms(EXISTING_SOFTWARE_WORDS.join(" "))]);
/** The services the site files under building software (its Services menu), not adding AI to it. */
const BUILDING_SERVICES = new Set(
  serviceGroups.find((group) => /development/i.test(group.title))?.slugs ?? [],
);
/** Words that put AI in the scope of what is asked. */
const AI_SCOPE = new Set(
  terms(
    "ai artificial intelligence machine learning ml model predict forecast recommend chatbot automate automation gpt llm vision agent",
  ),
);
const WEB_AND_MOBILE = NEEDS.find(
  (need) => need.service === "web-mobile-dev" && need.words.includes("website"),
);

/**
 * A visitor who asks for a website or an app and names no AI in it needs it built: "an online
 * ordering website for our bakery" is web and mobile development, whatever "online" shares with
 * selling more through recommendations.
 */
function withNamedDeliverable(
  asked: readonly string[],
  matched: { need: Need; score: number } | undefined,
  ordered: boolean,
): { need: Need; score: number } | undefined {
  if (!matched || !WEB_AND_MOBILE || matched.need.service === "web-mobile-dev") return matched;
  if (asked.some((word) => AI_SCOPE.has(word))) return matched;
  // An order ("build me a web shop") has named its thing already, in however many words.
  const deliverables = ordered ? ORDERED_DELIVERABLES : DELIVERABLES;
  if (!ordered && !asked.some((word) => deliverables.has(word))) return matched;
  // "Sell more in our online shop" is a need of the shop the visitor has; "build me an online
  // store" orders one, and only a row of a service that builds ("an mvp") keeps an ordered thing.
  const keepsThing = !ordered || BUILDING_SERVICES.has(matched.need.service);
  const rowWords = new Set(terms(matched.need.words));
  if (keepsThing && asked.some((word) => deliverables.has(word) && rowWords.has(word))) return matched;
  return { need: WEB_AND_MOBILE, score: matched.score };
}

/** The content ranking overrides the table only by this much (its best over the table's service). */
const PAGE_MARGIN = 1.5;

/**
 * Of a need the table recognises, the service whose own page (and visitors' words for it) fits
 * the asked words best, when it fits clearly better than the table row's service: "computer vision to spot defects on our line" is a
 * machine learning need, whatever "production" shares with product development.
 */
function fitOnPage(
  asked: readonly string[],
  table: { need: Need; score: number } | undefined,
  weight: (term: string) => number,
): { need: Need; score: number } | undefined {
  const ranked = rankServices(asked, NEEDS, weight);
  const top = ranked[0];
  if (!table || !top || top.shared.length < 2 || top.slug === table.need.service) return table;
  const tableFit = ranked.find((fit) => fit.slug === table.need.service)?.score ?? 0;
  if (top.score < PAGE_MARGIN * tableFit) return table;
  // The row of that service that shares most words gives the example; else the page's own words.
  const rows = NEEDS.map((need, position) => ({
    need,
    shared: asked.filter((word) => (needTerms[position] as Set<string>).has(word)).length,
  })).filter((row) => row.need.service === top.slug && row.shared > 0);
  rows.sort((a, b) => b.shared - a.shared);
  const need = rows[0]?.need ?? { words: top.shared.join(" "), service: top.slug };
  // How strongly the question reads as a need stays the table's to say (routing is unchanged).
  return { need, score: table.score };
}

/** "Can you…?", "could you help us…?": a question about what we can do, which a fitting service answers yes. */
const ASKS_WHAT_WE_CAN_DO =
  /^(?:(?:so|then|but|and|ok|okay)\s)?(?:can|could|would|will|do) (?:you|u|your team)\b/;
const asksWhatWeCanDo = (raw: string) =>
  raw.split(/[,;:.!?]\s*/).some((clause) => ASKS_WHAT_WE_CAN_DO.test(plainText(clause)));

export const serviceNeed: Builder = (context) => {
  const need = matchNeed(
    context.question.terms,
    (term) => context.knowledge.index.idf(term),
    asksToBuild(context.question.text),
  )?.need;
  if (!need) return undefined;
  const service = services.find((candidate) => candidate.slug === need.service);
  if (!service) return undefined;
  const entity = context.knowledge.entities.byId(`service:${service.slug}`);
  // What the service page says about the need itself ("Data audit, cleaning and feature engineering").
  const page = context.knowledge.passagesOn(`/services/${service.slug}`);
  // Else the line of the page that speaks to the need in its own words ("Data audit, cleaning…").
  const detail =
    bestInScope(context.knowledge.index, page, detailTerms(context), 0.3) ??
    bestInScope(context.knowledge.index, page, terms(need.words), 0.12);
  return answer(
    context.topic,
    paragraphs(
      `${asksWhatWeCanDo(context.question.raw) ? "Yes. " : ""}That sounds like a fit for our ${link(service.title, `/services/${service.slug}`)} service: ${service.description}`,
      detail && !detail.body.startsWith(service.description) ? detail.body : undefined,
      need.example ? exampleLine(need.example, context) : undefined,
      NEXT_STEP,
    ),
    entity ? [entity] : [],
    { offerHandoff: true },
  );
};

/** Every word of the needs table (for the spelling corrector: these are words, not typos). */
export function needWords(): string {
  return NEEDS.map((need) => need.words).join(" ");
}

const NEED_WORDS: ReadonlySet<string> = new Set(needWords().split(" "));

/** Whether a word names a need one of our services meets ("mvp"), though the site's text may never use it. */
export function isNeedWord(word: string): boolean {
  return NEED_WORDS.has(word) || NEED_WORDS.has(word.replace(/s$/, ""));
}

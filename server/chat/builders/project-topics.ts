/**
 * Details of one project or case study that visitors ask about again and again (each in two to
 * four of the ten read corpora) in words its page does not use: a voice owner who changes their
 * mind, stopping misuse of cloned voices, bias in the hiring tool, the documents the NLP
 * platform reads, whether AIMail sends on its own, the hiring tool's speech-to-text, who gives
 * the final grade in MarkAid. Answered by the page's own statements (its list items and
 * sentences), found by what they say, with a link to the page; the project stays the subject.
 */
import { caseStudies, portfolioProjects, services } from "../../../app/content/index.ts";
import { htmlSections } from "../passages.ts";
import { sentences } from "../text.ts";
import { link, paragraphs } from "./compose.ts";
import { NEXT_STEP } from "./pricing.ts";

type Page = { id: string; title: string; url: string; statements: string[] };

/** The statements of a page's HTML: its list items and the sentences of its paragraphs. */
function htmlStatements(html: string): string[] {
  return htmlSections(html).flatMap((section) => [
    ...section.paragraphs.flatMap(sentences),
    ...section.items,
  ]);
}

function pages(): Page[] {
  const projects = portfolioProjects.map((project) => ({
    id: `project:${project.slug}`,
    title: project.title,
    url: `/portfolio/${project.slug}`,
    statements: [
      project.overview,
      ...sentences(project.longDesc),
      ...project.features,
      ...htmlStatements(project.details),
      project.impact,
      `${project.title} was built with ${project.tech.join(", ")}.`,
    ],
  }));
  const studies = caseStudies.map((study, index) => ({
    id: `caseStudy:${index}`,
    title: study.title,
    url: study.link,
    statements: [study.desc, ...htmlStatements(study.detail)],
  }));
  return [...projects, ...studies];
}

type ProjectTopic = {
  name: string;
  /** The page: a project's or a case study's entity id. */
  page: string;
  /** Words that name the page, on the message or the one before it. */
  named: RegExp;
  /** The visitor's words for the detail. */
  asked: RegExp;
  /** The page's statements that answer it. */
  said: RegExp;
  opening?: string;
  /** Asked without naming the page ("do any of your projects check for bias?"). */
  alone?: RegExp;
  /** The service that does this for a visitor who describes their own case ("our shops keep running out"). */
  service?: string;
};

/** The visitor describes their own situation. */
const OWN_CASE = /\b(?:we|our|us)\b/;

const VOICE =
  /\b(?:deep ?fake|voice clon\w*|clon\w* voices?|cloned|synthetic voice|text[- ]to[- ]speech|tts|narration|audio project)\b/;
const RETAIL = /\bretail\w*\b|\bshops?\b|\bstores?\b|\b30 ?%|\bmore sales\b/;
const BUILT = /\bwhat (?:did|have) (?:you|u) (?:actually )?(?:build|built|make|made|do|deliver\w*)\b/;
const HIRING = /\b(?:hr|hiring|recruit\w*|screening|shortlist\w*|resumes?|cvs?|candidates?)\b/;

const TOPICS: readonly ProjectTopic[] = [
  {
    name: "portfolio.voice-consent",
    page: "project:deepfake-audio",
    named: VOICE,
    asked:
      /\bchange[sd]? (?:their|his|her|my|your) minds?\b|\bwithdraw\w*\b|\brevok\w*\b|\btake (?:it|consent|their consent) back\b|\bno longer (?:wants?|agrees?|consents?)\b|\bpull (?:their|his|her|my) consent\b|\bstop (?:using )?(?:their|his|her|my) voice\b/,
    said: /^Voice cloning only after|^Consent can be withdrawn/,
  },
  {
    name: "portfolio.voice-misuse",
    page: "project:deepfake-audio",
    named: VOICE,
    asked:
      /\bmisus\w*\b|\babus\w*\b|\b(?:anyone|anybody)\b.{0,30}\bclone\b|\bclone (?:anyone|anybody)\b|\bimpersonat\w*\b|\bsketchy\b|\bsafeguards?\b|\bstop\b.{0,30}\b(?:fakes?|deepfakes?|scams?|bad actors)\b/,
    said: /^Voice cloning only after|watermark embedded|^Content policies that block/,
  },
  {
    name: "portfolio.hiring-bias",
    page: "project:hr-automation",
    named: HIRING,
    asked: /\bbias\w*\b|\bunfair\w*\b|\bfair(?:ly|ness)?\b|\bdiscriminat\w*\b/,
    said: /^Regular bias audits|^Bias monitoring|human-only review|^Human review before any rejection/,
    alone:
      /\b(?:projects?|portfolio|work|built)\b.{0,40}\bbias\w*\b|\bbias\w*\b.{0,40}\b(?:projects?|portfolio)\b/,
  },
  {
    name: "portfolio.hiring-speech",
    page: "project:hr-automation",
    named: HIRING,
    asked: /\bspeech[- ]to[- ]text\b|\btranscri\w*\b|\bspeech recognition\b|\bvoice recognition\b/,
    said: /was built with/,
  },
  {
    name: "portfolio.nlp-documents",
    page: "caseStudy:1",
    named: /\bnlp\b|\bnatural language\b|\bfinancial services\b|\bdocument (?:project|platform)\b/,
    asked:
      /\b(?:what|which|wat)\b.{0,20}\b(?:kinds?|sorts?|types?)\b.{0,20}\b(?:documents?|docs|files|stuff)\b|\b(?:kinds?|sorts?|types?) of (?:documents?|docs|files)\b|\bdocuments?\b.{0,30}\b(?:read|handle|process|deal with|cope with)\b|\b(?:read|handle|process|deal with)\b.{0,30}\b(?:documents?|pdfs?|letters|scans?)\b/,
    said: /handles e-mails, PDFs and scanned letters/,
  },
  {
    name: "portfolio.aimail-review",
    page: "project:aimail",
    named: /\bai ?mail\b|\boutlook\b|\bemail assistant\b|\be-?mail (?:project|tool|add-?in)\b/,
    asked:
      /\bon (?:its|it'?s) own\b|\bby itself\b|\bautomatically\b|\bwithout (?:me|us|anyone|a person|a human)\b|\bfires? off\b|\bauto[- ]?send\w*\b|\bsends? (?:emails?|replies|them)\b/,
    said: /nothing leaves the mailbox automatically|reviews and edits before sending/,
    opening: "No.",
  },
  {
    name: "portfolio.markaid-final-grade",
    page: "project:markaid",
    named: /\bmark ?aid\b|\bmarking\b|\bgrading\b|\bteachers?\b/,
    asked:
      /\bfinal (?:grade|mark|say|decision)\b|\b(?:gives?|decides?|sets?|assigns?) the (?:final )?(?:grade|mark)s?\b|\breplace (?:the )?teachers?\b/,
    said: /without handing grading decisions|teacher in charge|teachers? (?:approve|review|decide|keep|stay)/,
    opening: "No.",
  },
  {
    name: "portfolio.retail-stock",
    page: "caseStudy:0",
    named: RETAIL,
    asked:
      /\b(?:stock|sold out|sell(?:s|ing)? out|run(?:ning)? out|out of stock|inventory|availability|overstock\w*|slow sellers)\b/,
    said: /^Demand forecasts per product/,
    service: "ml-models",
  },
  {
    name: "portfolio.retail-built",
    page: "caseStudy:0",
    named: RETAIL,
    asked: BUILT,
    said: /^A recommendation engine trained|^Demand forecasts per product|^A multichannel customer service assistant|30% increase in sales, while/,
  },
  {
    name: "portfolio.healthcare-models",
    page: "caseStudy:2",
    named: /\bhealth\w*\b|\bclinic\w*\b|\bpatients?\b|\bpredictive analytics\b/,
    asked:
      /\bmodels? predict\b|\bwhat (?:does|did|do|would) (?:it|they) predict\b|\bpredict(?:s|ed)? what\b|\brisk models?\b/,
    said: /^Risk models for deterioration/,
  },
  {
    name: "portfolio.healthcare-review",
    page: "caseStudy:2",
    named: /\bhealth\w*\b|\bclinic\w*\b|\bpatients?\b|\bpredictive analytics\b/,
    asked:
      /\bhow often\b.{0,40}\b(?:review\w*|check\w*|monitor\w*|audit\w*)\b|\b(?:review\w*|monitor\w*|governance)\b.{0,30}\bhow often\b/,
    said: /^Monitoring of model performance/,
  },
];

let allPages: Page[] | undefined;

export type ProjectTopicAnswer = { topic: string; pageId: string; text: string };

/**
 * The detail of a project `text` asks about. `lastAsked` is the visitor's last message and
 * `aboutIds` the entities the conversation is about; either may name the page.
 */
export function projectTopicAnswer(
  text: string,
  lastAsked: string,
  aboutIds: readonly string[],
): ProjectTopicAnswer | undefined {
  allPages ??= pages();
  const lower = text.toLowerCase();
  const last = lastAsked.toLowerCase();
  for (const topic of TOPICS) {
    if (!topic.asked.test(lower)) continue;
    const named =
      topic.named.test(lower) ||
      topic.named.test(last) ||
      aboutIds.includes(topic.page) ||
      topic.alone?.test(lower);
    if (!named) continue;
    const page = allPages.find((candidate) => candidate.id === topic.page);
    const found = page?.statements.filter((statement) => topic.said.test(statement)) ?? [];
    if (!page || found.length === 0) continue;
    const pageLink = link(page.title, page.url);
    const body =
      found.length === 1
        ? `${topic.opening ? `${topic.opening} ` : ""}${found[0]}`
        : [
            `${topic.opening ? `${topic.opening} ` : ""}${pageLink}:`,
            ...found.map((item) => `- ${item}`),
          ].join("\n");
    const service = OWN_CASE.test(lower)
      ? services.find((candidate) => candidate.slug === topic.service)
      : undefined;
    const fit = service
      ? `That sounds like a fit for our ${link(service.title, `/services/${service.slug}`)} service: ${service.description}`
      : undefined;
    return {
      topic: topic.name,
      pageId: page.id,
      text: paragraphs(fit, body, `More on ${pageLink}.`, fit ? NEXT_STEP : undefined),
    };
  }
  return undefined;
}

/**
 * A detail of working here that visitors ask about again and again (each in two to four of the
 * ten read corpora) and that one statement of the careers pages answers: whether the health
 * cover includes a family, conference time, mentoring, GPUs, who is in the technical round,
 * when an applicant hears back, whether Vue or Angular experience helps, accessibility in the
 * frontend role, whether the ML engineer works with clients. The careers builders answered
 * with the whole list the statement is in, or another job's. A rarest-word matcher over all
 * the careers statements was tried first and broke 120 read items to fix 6, so each detail is
 * named by its own words.
 */
import { careersPage, jobs } from "../../../app/content/index.ts";
import { sentences } from "../text.ts";
import { link } from "./compose.ts";

type Statement = { text: string; job?: string; page: string };

type CareersTopic = {
  name: string;
  /** The visitor's words for the detail, on lower-case text. */
  asked: RegExp;
  /** The statement that answers it. */
  said: RegExp;
  /** Only asked of a job: the conversation must be about one, or about working here. */
  inContext?: boolean;
  /** A yes/no question about it is answered "Yes". */
  yes?: boolean;
};

const TOPICS: readonly CareersTopic[] = [
  {
    name: "careers.health-family",
    asked:
      /\bhealth\w*\b.{0,40}\b(?:family|families|kids?|children|partner|spouse|wife|husband|dependants?)\b|\b(?:family|kids?|children|partner|spouse|wife|husband)\b.{0,40}\b(?:health|cover(?:ed)?|insurance)\b|\b(?:include|cover|covers) my (?:family|kids|children|partner|wife|husband)\b/,
    said: /^Health and wellbeing:/,
    yes: true,
  },
  {
    name: "careers.conferences",
    asked: /\bconferences?\b/,
    said: /^Learning and growth:/,
    inContext: true,
    yes: true,
  },
  {
    name: "careers.mentoring",
    asked: /\bmentor\w*\b/,
    said: /^Learning and growth:/,
    inContext: true,
    yes: true,
  },
  {
    name: "careers.gpus",
    asked: /\bgpus?\b|\bcompute\b.{0,30}\b(?:experiments?|staff|employees)\b/,
    said: /^Great equipment:/,
    inContext: true,
    yes: true,
  },
  {
    name: "careers.technical-round",
    asked:
      /\bhow many\b.{0,40}\b(?:engineers|people|interviewers)\b.{0,40}\b(?:technical|interviews?|round|stage)\b|\b(?:technical|tech) (?:round|interview|conversation|stage)\b.{0,40}\bwho\b|\bwho(?:'s| is| will be)? (?:in|on|at) (?:it|the technical|the tech)\b/,
    said: /^Technical conversation:/,
    inContext: true,
  },
  {
    name: "careers.feedback",
    asked:
      /\bnot (?:selected|successful|chosen|picked)\b|\b(?:rejected|unsuccessful|turned down)\b|\bdon'?t get (?:it|the job|the role)\b/,
    said: /^Offer:/,
    inContext: true,
    yes: true,
  },
  {
    name: "careers.hear-back",
    asked:
      /\bhear (?:back|from you)\b|\bwhen (?:should|will|can|do|would) i (?:expect to )?(?:hear|get an answer|get a reply|know)\b|\bhow long (?:until|before|till) (?:i|you)\b/,
    said: /^Our hiring process:/,
    inContext: true,
  },
  {
    name: "careers.other-frameworks",
    asked: /\bvue\b|\bangular\b|\breact native\b/,
    said: /^Experience with Vue or Angular/,
    inContext: true,
  },
  {
    name: "careers.accessibility",
    asked: /\baccessib\w*\b|\bwcag\b|\bscreen readers?\b|\bassistive\b/,
    said: /accessibility standards \(WCAG/,
    inContext: true,
    yes: true,
  },
  {
    name: "careers.clients",
    asked:
      /\b(?:work|deal|talk|speak|meet)\w* (?:directly )?with (?:the )?clients?\b|\bclient[- ]facing\b|\bclients? directly\b/,
    said: /^Work directly with clients/,
    inContext: true,
    yes: true,
  },
];

/** Words that make a message about working here. */
const ABOUT_WORK =
  /\b(?:jobs?|roles?|positions?|vacanc\w*|openings?|hiring|careers?|apply|applying|applied|application|interview\w*|perks?|benefits?|staff|employees|frontend developer|ml engineer|machine learning engineer|work(?:ing)? (?:for|at|with) (?:you|meridian))\b/;

function collect(): Statement[] {
  const careers = link("Careers", "/careers");
  const fromJobs = jobs.flatMap((job) =>
    [...job.responsibilities, ...job.qualifications].map((text) => ({
      text,
      job: job.slug,
      page: link(job.title, `/careers/${job.slug}`),
    })),
  );
  const process = careersPage.hiringProcess;
  const general = [
    ...careersPage.perks.items.map((item) => `${item.title}: ${item.text}`),
    `${process.header.title}: ${process.header.lead}`,
    ...process.steps.map((step) => `${step.title}: ${step.text}`),
    ...careersPage.faq.items.flatMap((item) => sentences(item.answer)),
  ].map((text) => ({ text, page: careers }));
  return [...fromJobs, ...general];
}

let statements: Statement[] | undefined;

const YES_NO = /^(?:is|are|do|does|did|can|could|will|would|should|have|has)\b/;

/**
 * The careers statement that answers `text`, after the visitor's `lastAsked`; `job`, the job
 * the conversation is about, if any.
 */
export function careersDetail(text: string, lastAsked: string, job: string | undefined): string | undefined {
  statements ??= collect();
  const lower = text.toLowerCase();
  const inContext = job !== undefined || ABOUT_WORK.test(lower) || ABOUT_WORK.test(lastAsked.toLowerCase());
  for (const topic of TOPICS) {
    if (!topic.asked.test(lower) || (topic.inContext && !inContext)) continue;
    const found = statements.find(
      (statement) => topic.said.test(statement.text) && (!statement.job || !job || statement.job === job),
    );
    if (!found) continue;
    const opening = topic.yes && YES_NO.test(lower) ? "Yes: " : "";
    return `${opening}${found.text}\n\nSee ${found.page}.`;
  }
  return undefined;
}

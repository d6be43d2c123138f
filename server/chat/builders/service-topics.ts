/**
 * Questions about how we work that visitors ask again and again (each in three to six of the
 * ten read corpora) and that the service, technology and home pages answer in so many words:
 * computer vision, modernising old systems, design, what consulting delivers, rolling out in
 * stages, keeping personal data out of prompts, apps without an app store, explaining a model's
 * decisions, models that drift, data cleaning, starting with a proof of concept, response times
 * after launch and who owns the code and the models.
 */

import { wantsToStart } from "../wants-to-start.ts";
import { paragraphs } from "./compose.ts";
import type { FactTopic } from "./fact-topics.ts";
import { faqReply } from "./faq.ts";
import { pagesLine, statementsSaying } from "./page-statements.ts";
import { NEXT_STEP } from "./pricing.ts";

/** A question about jobs is the careers pages', whatever else it names ("any UX design roles?"). */
const NOT_JOBS =
  "^(?!.*\\b(?:jobs?|roles?|hiring|vacanc\\w*|positions?|openings?|apply|careers?|internships?)\\b)";

/** "We need computer vision…", "no idea where to start": a need or a wish to begin gets the way in too. */
const NEED_OR_START =
  /\b(?:we|i) (?:need|want|would like|'d like)\b|\bwhere (?:do |would |should |to )?(?:we |i )?(?:even )?start\b/;

/** A topic answered by the pages' statements that match `said`, in that order. */
function statedTopic(name: string, asked: RegExp, said: readonly RegExp[], opening?: string): FactTopic {
  return {
    name,
    asked,
    reply: (text) => {
      const found = [
        ...new Map(
          said.flatMap((pattern) => statementsSaying(pattern)).map((item) => [item.text, item]),
        ).values(),
      ];
      const body =
        found.length === 1
          ? `${opening ? `${opening} ` : ""}${found[0]?.text}`
          : [opening, ...found.map((item) => `- ${item.text}`)].filter(Boolean).join("\n");
      const wayIn = NEED_OR_START.test(text) || wantsToStart(text);
      return paragraphs(body, pagesLine(found), wayIn ? NEXT_STEP : undefined);
    },
  };
}

export const SERVICE_TOPICS: readonly FactTopic[] = [
  statedTopic(
    "service.computer-vision",
    /\bcomputer vision\b|\b(?:image|photo|video) (?:recognition|classification|analysis)\b|\b(?:defects?|damage|faults?)\b.{0,40}\b(?:photos?|images?|cameras?|pictures?)\b|\b(?:photos?|images?|cameras?|pictures?)\b.{0,40}\b(?:defects?|damage|faults?)\b|\bvisual (?:quality )?inspection\b/,
    [
      /computer vision and document understanding|image or video analysis/i,
      /^(?:Computer vision for quality|Visual quality) inspection/,
    ],
    "Yes.",
  ),
  statedTopic(
    "service.modernisation",
    /\blegacy (?:systems?|software|platforms?|apps?|applications?|code|estate)\b|\bmoderni[sz]\w*\b(?!.{0,30}\b(?:angular|django)\b)|\b(?:old|ancient|ageing|aging|creaky|outdated|antiquated)\b.{0,20}\b(?:core )?(?:systems?|software|platforms?|codebases?)\b/,
    [/^Legacy Modernisation:/, /modernise older AngularJS/],
    "Yes.",
  ),
  statedTopic(
    "service.design",
    new RegExp(
      `${NOT_JOBS}.*(?:\\bux\\b|\\bui ?(?:/|and|&) ?ux\\b|\\bui design\\b|\\buser experience\\b|\\b(?:interface|product|app) design\\b|\\bdo (?:you|u|yall|y'?all|you guys) (?:also )?do (?:the )?design\\b|\\bstrategy,? design\\b|\\bdesign (?:and|&) build\\b|\\bdesign\\b.{0,20}\\bor (?:just|only) (?:code|coding|build|development)\\b)`,
    ),
    [/^UX research, UI design and design systems$/, /design and build web and mobile applications/],
    "Yes.",
  ),
  statedTopic(
    "service.consulting-deliverables",
    /\bslide ?decks?\b|\bpowerpoints?\b|\bwalk away with\b|\bwhat (?:do|will|would) (?:we|i) (?:actually )?get (?:out of|from) (?:the |your )?(?:ai )?(?:consult\w*|strategy|advice)\b/,
    [/^The output is not a slide deck/, /^You receive a prioritised roadmap/, /^Where it helps, we validate/],
  ),
  statedTopic(
    "service.rollout",
    /\bbig[- ]bang\b|\b(?:switch|turn|roll|launch|go live|automate|deploy|put)\w*\b.{0,30}\b(?:all at once|at once|in one go)\b|\bflip the switch\b|\b(?:switch|turn) (?:the whole thing|everything|it all) on\b/,
    [/rolled out in stages/, /delivered incrementally, one workflow at a time/],
  ),
  statedTopic(
    "service.guardrails",
    /^(?!.*\bwhen did\b).*(?:\b(?:sensitive|personal|customer|private|confidential|pii)\b.{0,60}\bprompts?\b|\bprompts?\b.{0,60}\b(?:sensitive|personal|customer|private|confidential|pii)\b|\b(?:tricking|trick|jailbreak\w*)\b.{0,30}\b(?:bot|model|chatbot|assistant|ai)\b|\bguard ?rails?\b|\bredact\w*\b)/,
    [/^Guardrails, redaction of personal data/],
    "We build that in:",
  ),
  statedTopic(
    "tech.over-the-air",
    /\b(?:push|ship|send|deploy|release)\w*\b.{0,20}\b(?:fix\w*|updates?|changes)\b.{0,40}\bwithout\b.{0,30}\b(?:app ?stores?|reviews?|waiting)\b|\bover[- ]the[- ]air\b|\bota updates?\b/,
    [/over-the-air updates/],
    "Yes:",
  ),
  statedTopic(
    "tech.no-app-store",
    /\bapp ?stores?\b.{0,60}\b(?:without|avoid|hassle|approvals?|don'?t want|skip|instead)\b|\b(?:without|avoid|skip|no|hassle of|don'?t want)\b.{0,30}\bapp ?stores?\b|\b(?:pwas?|progressive web apps?)\b.{0,40}\b(?:instead|vs|versus|or native|compared|benefits?|why|should)\b|\b(?:instead|vs|versus|compared|benefits? of|why)\b.{0,40}\b(?:pwas?|progressive web apps?)\b/,
    [
      /^Progressive Web Apps install from the browser/,
      /removes the cost and friction/,
      /^No app store review cycles$/,
      /^Lower cost of ownership than separate native apps$/,
    ],
  ),
  statedTopic(
    "service.explainability",
    /\bexplainab\w*\b|\bexplain\w*\b.{0,40}\b(?:decisions?|decided|decides|predictions?|themselves|outputs?)\b|\bwhy\b.{0,30}\bmodels?\b.{0,20}\b(?:decid\w*|predict\w*|made)\b|\bblack[- ]box\b/,
    [/^Explainability reports show which signals/, /^Explainability reports and bias checks$/],
    "Yes.",
  ),
  statedTopic(
    "service.drift",
    /\bdrift\w*\b|\b(?:predictions?|models?|accuracy)\b.{0,50}\b(?:garbage|worse|degrad\w*|dropp\w*|decay\w*|getting bad|rubbish)\b|\bdegrad\w*\b.{0,30}\bproduction\b/,
    [/^In production, models drift/, /^Drift monitoring and scheduled retraining$/],
  ),
  statedTopic(
    "service.data-preparation",
    /\bdata (?:cleaning|clean[- ]?up|prep\w*|wrangling)\b|\bclean(?:ing)? (?:up )?(?:our |the )?data\b|\bfeature engineering\b/,
    [/^Data audit, cleaning and feature engineering$/],
    "Yes:",
  ),
  statedTopic(
    "tech.chains",
    /\b(?:which|what) (?:block ?)?chains?\b|\bchains? (?:do|does|can|will) (?:you|u)\b|\bwhich (?:networks?|blockchains?)\b.{0,40}\b(?:deploy|contracts?|build)\b|\bevm\b/,
    [/^Solidity is our language for Ethereum-compatible/],
  ),
  statedTopic(
    "tech.ai-costs",
    /\b(?:what|how much) (?:they|each|it|our \w+ ?\w*) (?:each )?cost\w*\b.{0,60}\b(?:tool|dashboard|track|monitor|see)\b|\b(?:track|monitor|see|dashboards?|report)\w*\b.{0,40}\b(?:costs?|spend\w*)\b.{0,30}\b(?:ai|llm|models?|features?|prompts?)\b|\b(?:ai|llm|model|token) (?:costs?|spend)\b.{0,40}\b(?:track|monitor|see|tool|dashboard)\w*\b/,
    [/^An AI console is the control room/, /what each feature costs/],
    "Yes: an AI console.",
  ),
  {
    name: "service.own-cloud",
    asked:
      /\b(?:our|my|your) own (?:cloud|aws|azure|gcp|account|data ?cent(?:re|er)s?|servers?|infrastructure|environment|tenancy)\b|\bon[- ]?prem\w*\b|\b(?:stay|stays|remain|remains|kept|be) (?:in|within|inside) (?:the )?(?:eu|uk|europe|eea)\b|\bdata residency\b|\b(?:can'?t|cannot|won'?t let us|not allowed to|mustn'?t|must not) (?:send|share|give|put)\b.{0,40}\b(?:openai|chatgpt|third[- ]part\w*|external|the cloud|outside)\b/,
    // The Custom Company GPT's and AWS's own pages say it for them; a job seeker's "in the UK" is not data.
    unless: /\b(?:company|custom) gpt\b|\bfoundation models?\b|\bbedrock\b|\b(?:apply|job|role|position)\b/,
    reply: () => {
      const { text, page } = faqReply("Can AI systems run in our own cloud or data centre?");
      const found = [
        ...statementsSaying(/open-weight models hosted in your own cloud\.$/),
        ...statementsSaying(/data residency respected/),
      ];
      return paragraphs(
        text,
        found.map((item) => item.text).join(" "),
        `See our ${page} page. ${pagesLine(found)}`,
      );
    },
  },
  statedTopic(
    "pricing.proof-of-concept",
    /\b(?:proof[- ]of[- ]concept|poc|pilot|prototype)\b.{0,60}\b(?:before|first)\b|\b(?:start|begin)\b.{0,30}\b(?:small (?:pilot|prototype|poc|proof)|pilot|prototype|poc|proof[- ]of[- ]concept)\b/,
    [
      /^Clickable prototypes and proof-of-concept models/,
      /^Proof-of-concept validation before major investment$/,
      /^Fixed-Scope Projects:/,
    ],
    "Yes.",
  ),
  statedTopic(
    "pricing.support-response",
    /\bresponse times?\b|\b(?:maintenance|support)\b.{0,40}\b(?:sla|guarantee\w*)\b|\bsla\b/,
    [/^Support & Optimisation:/],
    "Yes.",
  ),
  {
    name: "pricing.ownership",
    asked:
      /\bwho (?:will |would )?(?:owns?|has the rights)\b|\bownership\b|\b(?:do|will|would|can) (?:we|i) (?:get to )?own\b|\b(?:code|models?|source)\b.{0,30}\bbelongs? to\b/,
    followsOn: /\b(?:models?|weights|data|infrastructure|documentation|docs|ip)\b/,
    reply: () => {
      const { text, page } = faqReply("Who owns the code and models you build?");
      return paragraphs(text, `See our ${page}.`);
    },
  },
];

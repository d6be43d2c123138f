/**
 * The intents to try for a question, best first: the matcher's scores adjusted by what the
 * message names, by the business rule of intents.ts that recognised it, by the conversation
 * (a follow-up favours intents about what was just discussed, in the same area of the site),
 * by a described need (builders/needs.ts), a figure put on the company's claims or its
 * founding, and by a wish to act; an entity named with no intent about it gets its own.
 */
import { companyClaims } from "../../app/content/index.ts";
import { areaOf } from "./areas.ts";
import { asksToBuild } from "./build-request.ts";
import type { Knowledge } from "./builders/context.ts";
import { matchNeed } from "./builders/needs.ts";
import { ONLY_THAT } from "./builders/services.ts";
import type { DialogueState } from "./dialogue.ts";
import { type Intent, SOCIAL } from "./intents.ts";
import { STRONG_COVERAGE, WEAK_COVERAGE } from "./thresholds.ts";
import { TOPICS } from "./topics.ts";
import type { EntityType } from "./understanding/catalogue.ts";
import type { IntentScore } from "./understanding/intent-matcher.ts";
import type { Question } from "./understanding/question.ts";

/** The entity kind each intent defaults to when a message only names an entity ("what about flutter?"). */
const DEFAULT_TOPIC: Record<EntityType, string> = {
  service: "service.detail",
  technology: "tech.detail",
  techGroup: "tech.group",
  project: "project.detail",
  projectCategory: "portfolio.category",
  caseStudy: "caseStudy.detail",
  post: "post.summary",
  techTalk: "techTalk.detail",
  job: "job.detail",
  department: "jobs.department",
  person: "people.person",
  privacy: "privacy.question",
};

/** Below this, a matched intent is noise (only function words in common). */
const MIN_COVERAGE = 0.12;
/** Intents that list many things: a question naming one specific thing rarely wants them. */
const LIST_TOPICS = new Set([
  "services.list",
  "tech.list",
  "tech.count",
  "portfolio.list",
  "portfolio.count",
  "blog.list",
  "blog.count",
  "jobs.list",
  "people.list",
  "caseStudy.list",
  "company.projects",
  "company.clients",
]);

/**
 * Kinds of entity that are one specific piece of work with its own page. Services, technologies
 * and posts are left out: they are named in passing ("a custom gpt for our staff", "hype").
 */
const SPECIFIC_TYPES: ReadonlySet<EntityType> = new Set(["project", "caseStudy", "job", "projectCategory"]);

const SITUATION_DECLINE_FACTOR = 0.4;
/** An intent about something else matched clearly by this much more is a change of subject. */
const SWITCH_MARGIN = 0.1;
/** A follow-up about the thing just discussed weighs its intents by how much of it they cover. */
const FOLLOW_UP_COVERAGE_BASE = 0.5;

const COMPARE_TOPICS = new Set(["service.compare", "tech.compare", "project.compare"]);

/** Intents (by id prefix) that a business rule of intents.ts points to. */
const RULE_TOPICS: Partial<Record<Intent, readonly string[]>> = {
  booking: ["lead.booking"],
  pricing: ["pricing.cost", "pricing.trial", "decline.discount"],
  human: ["lead.human", "contact."],
  contact: ["contact.", "company.location"],
  careers: ["jobs.", "job.", "careers."],
  project: ["lead.", "service.need"],
  about: ["company.overview"],
};
const RULE_FACTOR = 1.3;
/** "Working for you", "jobs", "hiring": the careers rule says who is asking, a job seeker. */
const CAREERS_RULE_FACTOR = 1.5;
/**
 * "What happens after I book the call?": booking a meeting or a consultation is what a client
 * does, so the hiring process (whose steps are also calls) is not what is asked about.
 */
const CLIENT_RULE_CAREERS_FACTOR = 0.5;
/**
 * "Is it just British firms you take on?": the visitor asks which organisations we work for, a
 * client's question, however much "take on" is also how a company takes on interns. Without
 * a word of applying for work, the careers intents count as under the booking rule.
 */
const CLIENT_KINDS =
  /\b(?:clients?|customers?|firms?|compan(?:y|ies)|business(?:es)?|organi[sz]ations?|agenc(?:y|ies)|startups?|enterprises?|brands?)\b/;
const APPLICANT_WORDS =
  /\b(?:jobs?|roles?|positions?|interns?|internships?|graduates?|students?|apprentice\w*|placements?|apply\w*|applied|applications?|cv|resume|interview\w*|candidates?|salar(?:y|ies)|visas?|join)\b/;
const asksAsClient = (text: string) => CLIENT_KINDS.test(text) && !APPLICANT_WORDS.test(text);
/** The numbers of the company's claims ("150+" clients, "500+" projects, "95%", since 2020). */
const CLAIMED_NUMBERS: ReadonlySet<string> = new Set(
  companyClaims.flatMap((claim) => claim.value.match(/\d+/g) ?? []),
);
/**
 * "With 1000+ clients you must be huge": any figure put on what the claims count (their labels'
 * words: clients, projects, retention) is a question about the claims, right or wrong.
 */
const CLAIM_WORDS = [
  ...new Set(
    companyClaims.flatMap((claim) =>
      claim.label
        .toLowerCase()
        .split(/[^a-z]+/)
        .filter((word) => word.length >= 6 && !["building", "products"].includes(word)),
    ),
  ),
];
/**
 * Intents whose answers state the claims (the overview states the founding and the figures).
 * "Did you really work with 150 clients?" is about the
 * claim however much it sounds like a question about where our clients are (company.worldwide).
 */
const CLAIM_TOPICS: ReadonlySet<string> = new Set([
  "company.facts",
  "company.clients",
  "company.projects",
  "company.retention",
  "company.founded",
  "company.overview",
]);
const FOUNDING_YEAR =
  /\b(?:founded|started|established|set up|launched|began|been around|around since|in business since)\b.{0,15}\b(?:19|20)\d\d\b|\b(?:since|in) (?:19|20)\d\d\b.{0,20}\b(?:founded|started|established)\b/;
const FIGURE_ON_CLAIM = new RegExp(
  `\\b\\d[\\d,.]*\\s*(?:\\+|%|k)?\\s+(?:\\w+\\s+)?(?:${CLAIM_WORDS.map((word) => word.replace(/s$/, "")).join("|")})s?\\b`,
);

/** A list asked about "that" (the thing just discussed) is the list for that thing. */
const NARROWED_LISTS: Record<string, Partial<Record<EntityType, string>>> = {
  "portfolio.list": { technology: "tech.projects" },
  "caseStudy.list": { technology: "tech.projects" },
  "company.projects": { technology: "tech.projects" },
};

const SAME_AREA_FACTOR = 1.4;

/** Business rules that are a wish to act, answered by their own intent unless clearly not. */
export const WISH_TOPICS: Partial<Record<Intent, string>> = { booking: "lead.booking", human: "lead.human" };

const PERSON_PRONOUN = /\b(?:he|she|him|her|his|hers)\b/;

/** The visitor speaking of themselves or their organisation. */
export const SITUATION = /^(?:we|we're|we are|we've|were|our|i|i'm|im|i am|i've|my|me and)\b/;
/** "50% off", "10 percent discount": a discount asked for as a share off, not a claimed figure. */
const SHARE_OFF = /\d+\s*(?:%|percent|per cent)\s*(?:off|discount)\b/;
/** Words of asking for better terms: a refusal of discounts needs one ("we're a charity, can you analyse our data?" is a need). */
const ASKS_FOR_TERMS =
  /%|\b(?:discounts?|discounted|free|off|cheap|cheaper|deals?|prices?|pricing|costs?|charge|charges|reduc\w*|pro bono|rates?|promo\w*|vouchers?|coupons?|terms|waive\w*|nothing|budget|afford\w*|pay|paying|money|cash|equity|promised?|said|told)\b/;
const NOT_A_NEED =
  /\b(?:know|ask|question|wondering|curious|read|saw|heard|apply|applied|job|cv|resume|quote|proposal|call|meeting|contact|worried|worry|afraid|concerned|scared|nervous)\b/;

const OWN_DATA =
  /\bmy (?:personal )?(?:data|messages?|chats?|conversations?|information|info|details|e ?mail address|cv|resume)\b|\b(?:chat (?:logs?|history|transcripts?)|personal data|data retention)\b/;

/**
 * Intents to try, best first. The matcher's scores are adjusted by what the message names
 * (an intent about a kind of entity the message names counts more; a list, less) and by the
 * conversation (a message that leans on the last answer favours intents about what it was
 * about). An intent that needs an entity nobody has named is left out.
 */
export const intentCandidates = (
  knowledge: Knowledge,
  question: Question,
  state: DialogueState,
  rule: Intent,
): IntentScore[] => {
  const favoured = RULE_TOPICS[rule] ?? [];
  const namedTypes = new Set(
    question.mentions.flatMap((mention) => mention.entities.map((entity) => entity.type)),
  );
  // "the chatbot case study": one case study, described rather than named (its builder finds it).
  if (/\bthe (?:\w+ ){1,3}case study\b/.test(question.text)) namedTypes.add("caseStudy");
  // Two or more things of one kind named: a comparison is likely ("flutter or react native?").
  const namedCount = (type: EntityType) =>
    new Set(
      question.mentions.flatMap((mention) =>
        mention.entities.filter((entity) => entity.type === type).map((entity) => entity.id),
      ),
    ).size;
  const stateTypes = new Set(state.about.map((entity) => entity.type));
  const leansOnState =
    state.topic !== undefined &&
    (question.continuation || question.pronoun || question.other || question.text.split(" ").length <= 4);
  const ownData = OWN_DATA.test(question.text);
  const clearIntent = question.intents.some((intent) => intent.coverage >= STRONG_COVERAGE);
  const comparing = [...namedTypes].some((type) => namedCount(type) >= 2);
  // A need only counts when the question is not a clear question of another kind.
  // "Do you build android apps?" asks about a named thing, not a need.
  const direct = question.yesNo && namedTypes.size > 0;
  const matchedNeed =
    clearIntent || comparing || direct
      ? undefined
      : matchNeed(question.terms, (term) => knowledge.index.idf(term));
  // "We're a law firm drowning in contracts": the visitor describes their situation, so one
  // word of a known need counts as much as two in a question.
  // …unless it ends by asking us something directly ("…can your ai still run there?").
  const situation = SITUATION.test(question.text) && !NOT_A_NEED.test(question.text) && !question.yesNo;
  const need = matchedNeed && situation ? { ...matchedNeed, score: matchedNeed.score + 1 } : matchedNeed;
  // "Ok and how does pricing work with you?" after React Native: a question another kind of
  // intent matches clearly is a new subject, whatever "and" leans on; the intents about the thing
  // just discussed are only favoured when they match nearly as well.
  const aboutState = (intent: string) => (TOPICS[intent]?.about ?? []).some((type) => stateTypes.has(type));
  const elsewhere = Math.max(
    0,
    ...question.intents.filter((intent) => !aboutState(intent.intent)).map((intent) => intent.coverage),
  );
  // ("What about the other one?" has no words of its own to be a new subject with.)
  const switches = (coverage: number) =>
    !question.other &&
    question.terms.length > 0 &&
    elsewhere >= STRONG_COVERAGE &&
    coverage + SWITCH_MARGIN < elsewhere;
  const adjusted = question.intents.flatMap((intent) => {
    const topic = TOPICS[intent.intent];
    if (!topic || intent.coverage < MIN_COVERAGE) return [];
    if (intent.intent === "decline.discount" && !ASKS_FOR_TERMS.test(question.raw.toLowerCase())) return [];
    const about = topic.about ?? [];
    let factor = 1;
    if (about.some((type) => namedTypes.has(type))) factor *= 1.45;
    else if (namedTypes.size > 0 && LIST_TOPICS.has(intent.intent)) factor *= 0.75;
    // A list answers a question that is only that list question, nothing more.
    if (LIST_TOPICS.has(intent.intent) && intent.coverage < 0.35) factor *= 0.6;
    // The business rules of intents.ts are precise: what they recognise counts more.
    if (favoured.some((prefix) => intent.intent.startsWith(prefix)))
      factor *= rule === "careers" ? CAREERS_RULE_FACTOR : RULE_FACTOR;
    if (
      (rule === "booking" || (rule !== "careers" && asksAsClient(question.text))) &&
      RULE_TOPICS.careers?.some((prefix) => intent.intent.startsWith(prefix))
    )
      factor *= CLIENT_RULE_CAREERS_FACTOR;
    if (COMPARE_TOPICS.has(intent.intent) && about.some((type) => namedCount(type) >= 2)) factor *= 1.6;
    if (
      namedTypes.size === 0 &&
      leansOnState &&
      about.some((type) => stateTypes.has(type)) &&
      !switches(intent.coverage)
    ) {
      // Asked of the thing just discussed: the intent whose example says most of the question.
      factor *= 1.35 * (FOLLOW_UP_COVERAGE_BASE + intent.coverage);
      // "he", "she": a person, the one just discussed.
      if (about.includes("person") && stateTypes.has("person") && PERSON_PRONOUN.test(question.text))
        factor *= 1.3;
    }
    // "Which services are included in it?" after the free trial: the same subject, more detail.
    if (leansOnState && state.topic && intent.intent !== state.topic && !switches(intent.coverage)) {
      if (intent.intent.startsWith(state.topic)) factor *= 1.5;
      else if (intent.intent.split(".")[0] === state.topic.split(".")[0]) factor *= 1.15;
    }
    // A conversation tends to stay in one area: "how soon would I hear back?" after a job is
    // about the hiring process, not about replies to the contact form.
    if (
      state.topic &&
      !question.newTopic &&
      areaOf(intent.intent) === areaOf(state.topic) &&
      !switches(intent.coverage)
    )
      factor *= SAME_AREA_FACTOR;
    // "We don't know what we want yet, just that competitors are doing AI": the visitor's own
    // situation, not a request for our opinion of other companies.
    if (SITUATION.test(question.text) && intent.intent === "decline.competitor")
      factor *= SITUATION_DECLINE_FACTOR;
    // "my messages", "my data": the visitor asks about their own information.
    if (ownData && intent.intent.startsWith("privacy.")) factor *= 1.4;
    // The more specific entity wins: a technology over its group.
    if (intent.intent === "tech.group" && namedTypes.has("technology")) factor *= 0.35;
    if (intent.intent === "service.need" && need && need.score >= 2)
      factor *= need.score >= 3 || situation ? 3 : 1.5;
    if (topic.needsEntity && !about.some((type) => namedTypes.has(type) || stateTypes.has(type))) return [];
    return [{ ...intent, score: intent.score * factor }];
  });
  // "and for mobile?", "what about flutter?": the last intent, with the entity just named.
  const stateTopicFits =
    state.topic !== undefined && (TOPICS[state.topic]?.about ?? []).some((type) => namedTypes.has(type));
  // "what about the other one?": nothing named, nothing asked but the last question again.
  const onlyPointsBack = question.other && namedTypes.size === 0;
  if (
    leansOnState &&
    (stateTopicFits || onlyPointsBack) &&
    state.topic &&
    !adjusted.some((intent) => intent.coverage >= STRONG_COVERAGE)
  ) {
    const existing = adjusted.find((intent) => intent.intent === state.topic);
    const best = Math.max(0, ...adjusted.map((intent) => intent.score));
    if (existing) existing.score = Math.max(existing.score, best * 1.01);
    else
      adjusted.push({
        intent: state.topic,
        score: best * 1.01,
        coverage: WEAK_COVERAGE,
        example: "(conversation)",
      });
  }
  // "Could you make us an app?": asked to build something, the service that builds it (ADR 437).
  if (asksToBuild(question.text)) {
    const best = Math.max(0, ...adjusted.map((intent) => intent.score));
    const existing = adjusted.find((intent) => intent.intent === "service.need");
    if (existing) existing.score = Math.max(existing.score, best * 1.2);
    else
      adjusted.push({
        intent: "service.need",
        score: best * 1.2,
        coverage: WEAK_COVERAGE,
        example: "(build)",
      });
  }
  // "Do you only do websites?": a service named as maybe all we do is a question about the range
  // of services, whatever else the service's own page would say.
  // ("Do you do web apps too, or only AI?" asks about the service, and "use" asks about tools.)
  if (
    namedTypes.has("service") &&
    ONLY_THAT.test(question.text) &&
    !/\b(?:use|too|also|as well)\b/.test(question.text)
  ) {
    const best = Math.max(0, ...adjusted.map((intent) => intent.score));
    const existing = adjusted.find((intent) => intent.intent === "services.list");
    if (existing) existing.score = Math.max(existing.score, best * 1.2);
    else
      adjusted.push({
        intent: "services.list",
        score: best * 1.2,
        coverage: WEAK_COVERAGE,
        example: "(only)",
      });
  }
  // A visitor describing a problem in the words of a known need ("screening CVs is killing us").
  if (need && need.score >= 2 && !adjusted.some((intent) => intent.intent === "service.need")) {
    const best = Math.max(0, ...adjusted.map((intent) => intent.score));
    adjusted.push({
      intent: "service.need",
      score: best * (need.score >= 3 ? 1.2 : 0.9),
      coverage: WEAK_COVERAGE,
      example: "(need)",
    });
  }
  adjusted.sort((a, b) => b.score - a.score);
  // "Any case study for that?" after a technology: the list of that technology's work.
  const narrowed = question.mentions.length === 0 && (question.pronoun || question.continuation);
  const listed = adjusted[0] && NARROWED_LISTS[adjusted[0].intent];
  const narrowTo = narrowed && listed && state.about[0] ? listed[state.about[0].type] : undefined;
  if (narrowTo && adjusted[0]) adjusted.unshift({ ...adjusted[0], intent: narrowTo, example: "(narrowed)" });
  // "Have you really done 500 projects?": a number the company claims is a question about
  // the claims, whatever else the words are near.
  const shareOff = SHARE_OFF.test(question.raw.toLowerCase());
  const claimed =
    !shareOff &&
    ((question.text.match(/\d+/g) ?? []).some((number) => CLAIMED_NUMBERS.has(number)) ||
      FIGURE_ON_CLAIM.test(question.raw.toLowerCase()));
  if (shareOff && adjusted[0]?.intent !== "decline.discount")
    adjusted.unshift({
      intent: "decline.discount",
      score: 0,
      coverage: WEAK_COVERAGE,
      example: "(share off)",
    });
  // "Since you were founded in 2015…": a year put on the founding is a question about it.
  const foundingYear = !claimed && FOUNDING_YEAR.test(question.text);
  if (
    foundingYear &&
    (adjusted[0]?.coverage ?? 0) < STRONG_COVERAGE &&
    adjusted[0]?.intent !== "company.founded"
  )
    adjusted.unshift({
      intent: "company.founded",
      score: 0,
      coverage: WEAK_COVERAGE,
      example: "(founding year)",
    });
  if (
    claimed &&
    (adjusted[0]?.coverage ?? 0) < STRONG_COVERAGE &&
    !CLAIM_TOPICS.has(adjusted[0]?.intent ?? "")
  )
    adjusted.unshift({ intent: "company.facts", score: 0, coverage: WEAK_COVERAGE, example: "(claim)" });
  // "Can I talk to your leadership team?", "can I book a call online?": a wish to reach a
  // person or book a meeting is answered as that, unless the question clearly asks
  // something else.
  const wish =
    WISH_TOPICS[rule] ?? (rule === "contact" && SOCIAL.test(question.text) ? "contact.social" : undefined);
  if (wish && (adjusted[0]?.coverage ?? 0) < STRONG_COVERAGE && adjusted[0]?.intent !== wish) {
    const at = adjusted.findIndex((intent) => intent.intent === wish);
    const entry =
      at >= 0
        ? (adjusted.splice(at, 1)[0] as IntentScore)
        : { intent: wish, score: 0, coverage: WEAK_COVERAGE, example: "(rule)" };
    adjusted.unshift(entry);
  }
  // A message naming an entity: that entity's main answer (which looks for the detail asked
  // on its page), after the matched intents, or first when none is more than a weak match
  // (unless two of a kind are compared and an intent is about them).
  const aboutNamed = adjusted.some((intent) =>
    (TOPICS[intent.intent]?.about ?? []).some((type) => namedTypes.has(type)),
  );
  const weak = (adjusted[0]?.coverage ?? 0) < WEAK_COVERAGE;
  // "Does the outreach tool send messages by itself?" is about the tool, however much it
  // sounds like a question about our contact form: a plain question naming one specific
  // thing, whose best intent is about something else and no strong match, is about that thing.
  const top = adjusted[0];
  const topAboutNamed = (TOPICS[top?.intent ?? ""]?.about ?? []).some((type) => namedTypes.has(type));
  const aboutTheThing =
    rule === "question" && !comparing && !topAboutNamed && (top?.coverage ?? 0) < STRONG_COVERAGE;
  for (const mention of question.mentions)
    for (const entity of mention.entities) {
      const topic = DEFAULT_TOPIC[entity.type];
      const existing = adjusted.findIndex((intent) => intent.intent === topic);
      const first =
        (weak && (!aboutNamed || !comparing)) || (aboutTheThing && SPECIFIC_TYPES.has(entity.type));
      if (existing >= 0) {
        if (first && existing > 0) adjusted.unshift(...adjusted.splice(existing, 1));
        continue;
      }
      const entry = { intent: topic, score: 0, coverage: WEAK_COVERAGE, example: "(entity)" };
      if (first) adjusted.unshift(entry);
      else adjusted.push(entry);
    }
  return adjusted.slice(0, 6);
};

/**
 * General help asked of the assistant in words the site also uses (ADR 436): "how do I learn
 * machine learning from scratch?", "can you recommend a good python course?", "is chatgpt
 * better than gemini?", "what's the difference between ai and ml?", "what's 15% of 80?".
 * A word of ours in them ("python", "machine learning", "project") used to pull in an unrelated
 * passage; they are declined honestly instead. Told by their form, not by a list of topics:
 *
 *  - learning: "how do/can/should I (or "how to") learn / become / get into / set up / install /
 *    fix / configure …", unless its object is working with us ("how do I apply", "set up a
 *    call", "become a client", anything "with you", "at Meridian", "for our team");
 *  - recommendation: "recommend/suggest (me) a good X", "what's the best X for Y", unless it is
 *    about us or a project of the visitor's ("which of your services…", "…for our app");
 *  - comparison: "is X better than Y", "which is better, X or Y", unless it asks what we use or
 *    what suits the visitor's project, or every side is a thing of ours (two of our technologies,
 *    services, projects);
 *  - concept: "what is a(n) X", "explain X", "what does X mean", "what's the difference between
 *    X and Y", unless X names a thing of ours (a service, technology, project, job, person) or,
 *    being several words, is a phrase of the site ("a fixed-scope project");
 *  - arithmetic: "what's 15% of 80", "what is 12 x 7";
 *  - price: "how much does an iPhone cost", when every word of the thing is one the site never
 *    uses (not "how much does an app cost").
 */
import type { Reply } from "./builders/compose.ts";
import { notGeneralHelp } from "./builders/declines.ts";
import { OPENING } from "./message-openings.ts";
import { offSite } from "./outside-asks.ts";
import type { SearchIndex } from "./search-index.ts";
import { STOP_WORDS } from "./text.ts";
import type { Mention } from "./understanding/entity-recogniser.ts";

export type GeneralHelpKind =
  | "learning"
  | "recommendation"
  | "comparison"
  | "concept"
  | "arithmetic"
  | "price";

/** "Can you", "could you please": addressed to the assistant, not a reference to the company. */
const ADDRESSED = /^(?:(?:can|could|would|will) (?:you|u)(?: please| pls| maybe| just)? |please |pls )/;

/** The company, the visitor's team or business: a question about working with us. */
const ABOUT_US = /\b(?:you|your|yours|ur|u|meridian|us|our|ours|we|y'all|you guys|your team|your company)\b/;
/** A project of the visitor's: "for a fintech app", "for my startup", "our api". */
const PROJECT_CONTEXT =
  /\b(?:apps?|applications?|products?|platforms?|projects?|startups?|business(?:es)?|company|companies|team|website|site|shop|store|backend|back end|frontend|front end|api|apis|system|systems|stack|portal|mvp|clients?|customers?)\b/;

/** "How do I …", "how to …", "what's the best way to …": the visitor asking how to do a thing. */
const LEARNING = new RegExp(
  `^${OPENING}(?:how (?:do|can|should|would|could|will|might) i|how (?:would|should) one|how to|hw do i|what(?:'s| is|s) the (?:best|easiest|fastest|quickest) way (?:for me )?to|where (?:do|can|should) i (?:start|begin) (?:to|if i want to)|i (?:want|wanna|would like|'d like) to) (?:start (?:to )?|begin (?:to )?|go about |actually |even |quickly |properly )?(learn(?:ing)?|become|get into|break into|get started (?:with|in|on)|set up|setup|install|fix|configure|study|master|teach myself|train (?:to be|as)|code|program|get good at)\\b(.*)$`,
);
/** What a visitor does with us: apply, book, get a quote, become a client… */
const WITH_US =
  /\b(?:client|customer|partner|supplier|reseller|employee|member|intern|job|role|position|vacanc(?:y|ies)|contact|touch|calls?|meetings?|appointments?|consultations?|discovery|quote|proposal|application|apply|account|newsletter|time|date|nda|contract|invoice)s?\b/;

/** "Recommend me a good …", "can you suggest some …". */
const RECOMMEND =
  /^(?:recommend|suggest)(?: me| us)? (?:(?:a|an|some|any|the|me a|one|few|a few|good|great|decent|nice|solid|cheap|free|top|reliable|\d+)\s+)+(.+)$/;
/** "What's the best X for Y", "which X is best for Y", "best X for Y?". */
const BEST =
  /^(?:what(?:'s| is|s| are|re)|which(?: is| are)?|any(?: good)?(?: ideas| idea)? (?:on|for)?)? ?(?:the )?(?:best|top|greatest|cheapest) (?!way\b|time\b|day\b|option\b|approach\b|fit\b|model\b|place to (?:start|begin)\b|first step\b|next step\b|number\b|channel\b|person\b)([a-z0-9][a-z0-9 .+#-]*?) (?:for|to|if|when)\b(.*)$/;

/** "Is X better than Y", "X vs Y, which is better", "which is better, X or Y". */
const BETTER_THAN =
  /^(?:is|are|was|would) (.+?) (?:better|worse|smarter|faster|cheaper|superior) (?:than|to) (.+?)$/;
const WHICH_BETTER =
  /^(?:which(?: one)? is (?:better|best|smarter|superior)|which(?: one)? (?:wins|is the winner)|who(?:'s| is) better)[ ,:-]+(.+?) (?:or|vs\.?|versus) (.+?)$/;
const VS_WHICH =
  /^(.+?) (?:or|vs\.?|versus) (.+?)[ ,:-]+(?:which|who)(?: one)? (?:is|'s|s) (?:better|best|smarter|superior)$/;

/** "What's the difference between X and Y". */
const DIFFERENCE = /^(?:what(?:'s| is|s)|whats|explain|tell me) the differences? between (.+?) and (.+?)$/;
/** "What is a neural network", "explain what a transformer is", "what does ml stand for". */
const CONCEPT: readonly RegExp[] = [
  /^(?:what(?:'s| is|s)|whats) (?:an?) ([a-z0-9][a-z0-9 .+#-]*)$/,
  /^(?:can you |could you |please )?(?:explain|define|describe)(?: to me)?(?: in simple terms)? what (?:an? |the )?([a-z0-9][a-z0-9 .+#-]*?) (?:is|are|means?)$/,
  /^(?:can you |could you |please )?(?:explain|define)(?: to me)? (?:an? |the (?:concept|idea) of )?([a-z0-9][a-z0-9 .+#-]*?)(?: to me)?(?: in simple terms| simply| like i'?m (?:five|5))?$/,
  /^what (?:does|do) (?:an? |the )?([a-z0-9][a-z0-9 .+#-]*?) (?:mean|stand for)$/,
];
/** "What's 15% of 80", "what is 12 x 7", "how much is 300 divided by 4". */
const ARITHMETIC =
  /\b\d+(?:\.\d+)? ?(?:%|percent|per cent) of \d|^(?:what(?:'s| is|s)|whats|how much is|calculate|compute|work out)\s+\d+(?:\.\d+)?\s*(?:(?:%|percent|per cent)?\s*of|[-+*/x×^]|times|plus|minus|divided by|multiplied by|to the power of)?\s*\d+(?:\.\d+)?\s*\??$/;
/** "How much does an iPhone cost": the price of something, asked in words the site never uses. */
const PRICE_OF =
  /^how much (?:does|do|is|are|would|will) (?:an? |the |one |a new |the new )?([a-z0-9][a-z0-9 .+#-]*?)(?: cost| costs| go for| sell for| be)?(?: these days| nowadays| now| today| in the uk| in london)?$/;

const PRONOUN = /^(?:it|its|this|that|they|them|these|those|one|ones|each|all|both|he|she|his|her)$/;

const clean = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[?!.]+\s*$/, "")
    .replace(/\s+/g, " ")
    .trim();

/** Leading articles and "your" dropped: the thing asked about. */
const thing = (phrase: string): string =>
  phrase
    .trim()
    .replace(/^(?:the|a|an|some)\s+/, "")
    .replace(/[,.;:!?]+$/, "");

/** A name of ours (service, technology, project, job, person…) inside `phrase`; tech groups ("AI", "ML") are too broad. */
function namesOurs(phrase: string, mentions: readonly Mention[]): boolean {
  const words = ` ${phrase.replace(/[-/]/g, " ")} `;
  return mentions.some(
    (mention) =>
      mention.entities.some((entity) => entity.type !== "techGroup") &&
      words.includes(` ${mention.text.toLowerCase().replace(/[-/]/g, " ")} `),
  );
}

/**
 * The kind of general help asked, or undefined when the message is about the company (or not a
 * general-help ask at all). `text`: the plain lower-case text of the message; `mentions`: the
 * names of ours recognised in it; `sitePhrase`: whether a phrase of several words occurs in the
 * site's content.
 */
export function generalHelp(
  text: string,
  mentions: readonly Mention[],
  sitePhrase: (phrase: string) => boolean = () => false,
  offSiteWord: (word: string) => boolean = () => false,
): GeneralHelpKind | undefined {
  const opened = clean(text).replace(new RegExp(`^${OPENING}`), "");
  if (ARITHMETIC.test(opened)) return "arithmetic";
  // "How much does an iPhone cost?" (not "…an app", "…a chatbot", "…the discovery call").
  const priced = opened.match(PRICE_OF)?.[1];
  if (priced && !ABOUT_US.test(priced) && !namesOurs(priced, mentions)) {
    // "How much is it?" after a service asks about that service: pronouns and stop words are no thing.
    const words = priced.split(" ").filter((word) => !/^(?:a|an|the|new)$/.test(word));
    const named = words.length > 0 && !words.some((word) => STOP_WORDS.has(word) || PRONOUN.test(word));
    if (named && words.every(offSiteWord)) return "price";
  }
  const learning = opened.match(LEARNING);
  if (learning) {
    const object = learning[2] ?? "";
    const verb = learning[1] ?? "";
    // "…get started on one next month", "…set it up": the thing just discussed, ours.
    // A bare "how do I get started?" or "how do I set it up?" asks about working with us.
    const referred = object.trim() === "" || PRONOUN.test(object.trim().split(" ")[0] ?? "");
    // "I want to get started on an app": a project with us begins like that.
    const started = verb.startsWith("get started") && PROJECT_CONTEXT.test(object);
    const ownBusiness = /\bmy (?:business|company|shop|store|startup|team|firm|agency)\b/.test(object);
    return ABOUT_US.test(object) || WITH_US.test(object) || referred || started || ownBusiness
      ? undefined
      : "learning";
  }
  const message = opened.replace(ADDRESSED, "");
  const recommended = message.match(RECOMMEND) ?? message.match(BEST);
  if (recommended) {
    const asked = `${recommended[1] ?? ""} ${recommended[2] ?? ""}`;
    if (ABOUT_US.test(asked) || PROJECT_CONTEXT.test(asked)) return undefined;
    return "recommendation";
  }
  const compared = message.match(BETTER_THAN) ?? message.match(WHICH_BETTER) ?? message.match(VS_WHICH);
  if (compared) {
    const sides = [thing(compared[1] ?? ""), thing(compared[2] ?? "")];
    if (ABOUT_US.test(message) || PROJECT_CONTEXT.test(message)) return undefined;
    return sides.every((side) => namesOurs(side, mentions)) ? undefined : "comparison";
  }
  const concepts = conceptsAsked(message);
  if (!concepts) return undefined;
  if (ABOUT_US.test(message)) return undefined;
  const ours = (phrase: string) =>
    namesOurs(phrase, mentions) || (phrase.split(" ").length > 1 && sitePhrase(phrase));
  return concepts.some(ours) ? undefined : "concept";
}

/** The things a concept question asks about: "a neural network"; "ai" and "ml" of a difference. */
function conceptsAsked(message: string): string[] | undefined {
  const difference = message.match(DIFFERENCE);
  if (difference) return [thing(difference[1] ?? ""), thing(difference[2] ?? "")];
  const concept = CONCEPT.map((pattern) => message.match(pattern)).find(Boolean);
  return concept ? [thing(concept[1] ?? "")] : undefined;
}

/** The site's passages as one plain lower-case text (once per index). */
const siteTexts = new WeakMap<SearchIndex, string>();
const normalise = (text: string): string =>
  ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9+#]+/g, " ")
    .trim()} `;
function siteText(index: SearchIndex): string {
  let text = siteTexts.get(index);
  if (text === undefined) {
    text = normalise(
      index.passages
        .map((passage) => [passage.pageTitle, passage.section, passage.text, ...passage.items].join(" "))
        .join(" "),
    );
    siteTexts.set(index, text);
  }
  return text;
}

/**
 * The honest decline for general help (ADR 436), or undefined. `text`: plain lower-case text of
 * the message; `mentions`: names of ours recognised in it.
 */
export function generalHelpReply(
  text: string,
  mentions: readonly Mention[],
  index: SearchIndex,
): Reply | undefined {
  const kind = generalHelp(
    text,
    mentions,
    (phrase) => siteText(index).includes(normalise(phrase)),
    (word) => offSite(index, word),
  );
  if (!kind) return undefined;
  const topic = `out-of-scope.general-${kind}`;
  if (kind !== "concept") return notGeneralHelp(topic);
  // "What does MLOps mean?": a general concept one of our service pages mentions is pointed to.
  const message = clean(text)
    .replace(new RegExp(`^${OPENING}`), "")
    .replace(ADDRESSED, "");
  const concepts = (conceptsAsked(message) ?? []).filter((concept) => concept.length >= 3);
  const page = index.passages.find(
    (passage) =>
      /^\/services\/./.test(passage.url) &&
      concepts.some((concept) =>
        normalise([passage.section, passage.text, ...passage.items].join(" ")).includes(normalise(concept)),
      ),
  );
  return notGeneralHelp(topic, page && { title: page.pageTitle, url: page.url });
}

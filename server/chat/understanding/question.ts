/**
 * One visitor message as the answerer understands it: its words (plain and spell-corrected
 * towards the site's vocabulary), the search terms, the entities it names, the intents the
 * matcher ranks for it, and the cues that it leans on the conversation ("and how long…?",
 * "what about the other one?", "who wrote it?").
 */
import { plainText, stripGreeting } from "../intents.ts";
import { OPENING } from "../message-openings.ts";
import type { SearchIndex } from "../search-index.ts";
import { SHORTHAND, terms, tokenize } from "../text.ts";
import type { EntityRecogniser, Mention } from "./entity-recogniser.ts";
import type { IntentMatcher, IntentScore } from "./intent-matcher.ts";

export type Question = {
  /** As typed. */
  raw: string;
  /** Lower case, plain punctuation, greeting removed. */
  text: string;
  /** `text` with unknown words corrected to the site's words. */
  corrected: string;
  /** Search terms of `corrected` (stop words dropped, synonyms expanded, stems). */
  terms: string[];
  mentions: Mention[];
  intents: IntentScore[];
  /** A yes/no question ("do you…", "is it…", "can I…"). */
  yesNo: boolean;
  /** An open question ("what…", "how…", "where…"): a "Yes" would answer nothing. */
  open: boolean;
  /** Starts like a follow-up: "and…", "what about…", "how about…", "also…". */
  continuation: boolean;
  /** Refers to something earlier: it, that, this, they, he, she, there, those. */
  pronoun: boolean;
  /** "the other one", "the other co-founder". */
  other: boolean;
  /** Says it starts a new topic ("separate question", "unrelated, but…"). */
  newTopic: boolean;
  /** "the second one", "the last one": a position in the last answer's list (1-based; -1 is the last). */
  ordinal?: number;
};

const YES_NO =
  /^(do|does|did|is|are|was|were|can|could|will|would|have|has|should|may|shall|any|u do|you do)\b/;
const OPEN = new RegExp(
  `^${OPENING}(what|whats|how|where|when|which|who|whos|why|tell me|explain|describe|list)\\b`,
);
const CONTINUATION = /^(and|also|plus|what about|how about|and what about|ok and|okay and|so|then|but)\b/;
/** "separate question", "unrelated, but…", "by the way": a new topic, whatever follows. */
const NEW_TOPIC =
  /\b(separate question|different question|another question|new question|unrelated|by the way|btw|change of topic|changing the subject|on another note|different topic|something else|(totally |completely )?different q|other question|switching topics?)\b/;
/**
 * "ok cool.", "thanks, got it": acknowledgements of the last answer before a switch. Narrower
 * than the shared message openings: "and", "so", "then" there would hide a continuation.
 */
const ACKNOWLEDGED = `(?:(?:ok|okay|cool|great|thanks|thank you|nice|right|alright|sure|perfect|got it|understood)\\b[\\s,.!]*)*`;
/**
 * "ok, different thing - …", "another matter: …": an opening that announces a switch in words
 * too loose to mean that anywhere else in a message ("the other thing you said").
 */
const SWITCH_OPENING = new RegExp(
  `^${ACKNOWLEDGED}(?:totally |completely |a )?(?:separate|different|another|new|unrelated) (?:thing|subject|matter)\\b`,
);
/**
 * The words that only announce a new topic or acknowledge the last answer ("ok cool.
 * separate question, …"): dropped before the question is matched, so they do not pull it
 * towards examples that happen to share them.
 */
const PREAMBLE = new RegExp(
  `^${ACKNOWLEDGED}(?:(?:totally |completely |a )?(?:separate|different|another|new|unrelated|other) (?:question|q|topic|thing|subject|matter)|unrelated|by the way|btw|on another note|changing the subject|change of topic|switching topics?)?\\b[\\s,.:!-]*`,
);
/** Words that only pad a message out: "i mean since you started", "lol ok so". */
const FILLERS =
  /\b(?:i mean|you know|to be honest|tbh|lol|lmao|haha|hahaha|kinda|in short|in brief|in a nutshell)\b/g;
const PRONOUN = /\b(it|its|that|this|those|these|they|them|their|he|him|his|she|her|there|one|ones)\b/;
const OTHER = /\b(the other|other one|another one|the second one|the other ones|the rest)\b/;

/** "The second one": positions in a list, by ordinal word (-1 the last). */
export const ORDINALS: Record<string, number> = {
  first: 1,
  "1st": 1,
  second: 2,
  "2nd": 2,
  third: 3,
  "3rd": 3,
  fourth: 4,
  "4th": 4,
  fifth: 5,
  "5th": 5,
  sixth: 6,
  "6th": 6,
  last: -1,
};
const ORDINAL =
  /\bthe (first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th|last)\b(?! (?:time|step|stage|month|week|year|call|round|interview|quarter|section|phase|day|line|sentence|paragraph))/;

export type UnderstandingTools = { index: SearchIndex; entities: EntityRecogniser; matcher: IntentMatcher };

/** Chat shorthand spelled out ("wat r u", "wen"), and "were is…" read as the "where is…" it means. */
function spelledOut(text: string): string {
  return text
    .split(" ")
    .map((word) => SHORTHAND[word] ?? word)
    .join(" ")
    .replace(/^were (is|are|do|does|can)\b/, "where $1");
}

function lastClause(raw: string): string {
  return plainText(raw.split(/[,;:]\s*|\s+-\s+/).at(-1) ?? raw);
}

/** Shorter words are not read as typos of a name: "note" is not "node". */
const MIN_NAME_TYPO_LENGTH = 5;

/**
 * The entities a message names, and the text the matcher reads. Names of everyday words
 * ("frontend", "privacy") must be typed exactly to be recognised, so "wat do u use for the
 * frontnd" names nothing; spell-corrected towards the site's words it names the front-end
 * group. When the corrected text names something the typed one does not, the corrected text
 * and its names are what the question is about.
 */
function namesBehindTypos(
  text: string,
  index: SearchIndex,
  entities: EntityRecogniser,
): { matched: string; mentions: Mention[] } {
  const typed = entities.recognise(text);
  const corrected = tokenize(text)
    .map((word) => (word.length >= MIN_NAME_TYPO_LENGTH ? index.correctToken(word) : word))
    .join(" ");
  if (corrected === tokenize(text).join(" ")) return { matched: text, mentions: typed };
  const fixed = entities.recognise(corrected);
  const ids = (mentions: readonly Mention[]) =>
    new Set(mentions.flatMap((mention) => mention.entities.map((entity) => entity.id)));
  const typedIds = ids(typed);
  const revealsMore = [...ids(fixed)].some((id) => !typedIds.has(id)) && fixed.length >= typed.length;
  return revealsMore ? { matched: corrected, mentions: fixed } : { matched: text, mentions: typed };
}

/** Words for a kind of company that also name one of our services ("consultancy"). */
const KIND_OF_COMPANY = /^(consultanc(y|ies)|agenc(y|ies)|studios?|firms?)$/;
/** Words that make such a word another company: its size or kind ("a big consultancy"). */
const OTHER_COMPANY =
  /^(big|bigger|biggest|huge|large|larger|massive|global|international|traditional|typical|generic|established|other|another)$/;

/**
 * "Why pick you over a big consultancy?", "other agencies": a service named only by a word for
 * a kind of company, with its size or kind before it, is another company, not the service.
 */
function withoutOtherCompanies(text: string, mentions: readonly Mention[]): Mention[] {
  const words = tokenize(text);
  return mentions.filter((mention) => {
    if (mention.end - mention.start !== 1 || !mention.entities.every((entity) => entity.type === "service"))
      return true;
    if (!KIND_OF_COMPANY.test(words[mention.start] ?? "")) return true;
    const before = words.slice(Math.max(0, mention.start - 2), mention.start);
    return !before.some((word) => OTHER_COMPANY.test(word));
  });
}

export function understand(raw: string, tools: UnderstandingTools): Question {
  const plain = spelledOut(stripGreeting(plainText(raw)));
  const newTopic = NEW_TOPIC.test(plain) || SWITCH_OPENING.test(plain);
  const stripped = plain.replace(PREAMBLE, "");
  const kept = stripped.length > 0 ? stripped : plain;
  // Discourse fillers ("i mean", "you know", "tbh", "lol") say nothing about what is asked.
  const text = kept.replace(FILLERS, " ").replace(/\s+/g, " ").trim() || kept;
  const corrected = tools.index.correct(text);
  const named = namesBehindTypos(text, tools.index, tools.entities);
  const matched = named.matched;
  const mentions = withoutOtherCompanies(matched, named.mentions);
  return {
    raw,
    text,
    corrected,
    terms: terms(corrected),
    mentions,
    intents: tools.matcher.classify(matched, mentions),
    // "we have an old android app, can you move it to kotlin?": the question is the last clause.
    yesNo: YES_NO.test(text) || YES_NO.test(lastClause(raw)),
    open: OPEN.test(text),
    continuation: !newTopic && CONTINUATION.test(text),
    pronoun: !newTopic && PRONOUN.test(text),
    other: !newTopic && OTHER.test(text),
    newTopic,
    ordinal: ORDINALS[text.match(ORDINAL)?.[1] ?? ""],
  };
}

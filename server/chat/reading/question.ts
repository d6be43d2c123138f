import type { AnswerInput } from "../conversation.ts";
import type { Item, ItemKind } from "../knowledge/catalogue.ts";
import { WEEK } from "../knowledge/company.ts";
import { kindsNamed, type QuestionForm, questionForm } from "../language/asking.ts";
import { type Intent, intentOf, weekdaysNamed } from "../language/intents.ts";
import type { Speller } from "../language/spelling.ts";
import { terms, tokenize } from "../language/text.ts";
import {
  changesSubject,
  type Focus,
  focusOf,
  leansOnEarlier,
  personMeant,
  pointedAt,
  pointedByWords,
  withoutSubjectChange,
} from "./dialogue.ts";
import type { Mention, MentionFinder } from "./mentions.ts";

/**
 * A visitor's message as the answers read it: its topic terms, its form, what it does besides
 * asking, the items and kinds it names, the weekdays it names, and, for a follow-up, the items
 * the conversation was about.
 */
export type Question = {
  /** The message with typing slips mended, lower case. */
  text: string;
  /** The message as the visitor typed it (for quoting their words back). */
  typed: string;
  terms: string[];
  form: QuestionForm;
  intent?: Intent;
  mentions: Mention[];
  kinds: ItemKind[];
  /** Days named, as positions in WEEK (Monday = 0). */
  weekdays: number[];
  focus: Focus;
  /** The message leans on the conversation so far. */
  followUp: boolean;
  /** …by a pronoun or an opening such as "and", "what about" (not only by being short). */
  leans: boolean;
  /** "Your newest post": the latest dated item of a kind the question names. */
  newest?: Item;
  /** "The TechTalk": the one item of a kind the question names, when the content has only one. */
  sole?: Item;
};

/**
 * Kind words used as verbs: "talk to", "can we talk?" (not a talk one watches), "an address I could
 * post documents to" (not a blog post).
 */
const SPOKEN_WITH =
  /\b(?:talk|talking|talked|speak|speaking) (?:to|with)\b|\b(?:we|i|let'?s|to|can|could|shall) (?:talk|speak)\b|\b(?:i|we|you|to|could|can|will|should) post\b|\bpost (?:it|them|this|that|documents?|letters?|mail|by)\b/g;

const ASKS_NEWEST = /\b(?:newest|latest|most recent|last)\b/;

/** The most recent dated item of the first kind named that has dates. */
function newestOf(text: string, kinds: readonly ItemKind[], items: readonly Item[]): Item | undefined {
  if (!ASKS_NEWEST.test(text.toLowerCase())) return undefined;
  for (const kind of kinds) {
    const dated = items.filter((item) => item.kind === kind && item.date);
    if (dated.length > 1)
      return dated.reduce((latest, item) => ((item.date ?? "") > (latest.date ?? "") ? item : latest));
  }
  return undefined;
}

const ASKS_OF_ONE: ReadonlySet<QuestionForm> = new Set(["what", "who", "when", "where", "how-long"]);

/** The only item of the first kind named that has exactly one (listing kinds of one is no list). */
function soleOf(kinds: readonly ItemKind[], items: readonly Item[]): Item | undefined {
  const [kind] = kinds;
  const ofKind = items.filter((item) => item.kind === kind);
  return ofKind.length === 1 ? ofKind[0] : undefined;
}

export function readQuestion(
  input: AnswerInput,
  items: readonly Item[],
  findMentions: MentionFinder,
  spell: Speller,
): Question {
  const typed = input.message.trim();
  const spelt = spell(typed);
  const leavesSubject = changesSubject(spelt);
  const text = leavesSubject
    ? withoutSubjectChange(spelt).replace(/^(?:[\s.,;:!?-]|\b(?:but|and|so|ok|okay|anyway)\b)+/, "")
    : spelt;
  const messageTerms = terms(text);
  const focus: Focus = leavesSubject ? { items: [] } : focusOf(input.history, items);
  const kinds = kindsNamed(terms(text.replace(SPOKEN_WITH, " ")));
  const found = findMentions(messageTerms, kinds);
  const namesAnItem = found.some((mention) => !mention.byKeyword);
  const intent = intentOf(text);
  // "How do I get in touch with her?" asks for a way to reach us, not for more about her.
  const pointed =
    pointedAt(text, focus) ??
    (namesAnItem
      ? undefined
      : (pointedByWords(text, focus, items) ?? (intent ? undefined : personMeant(text, focus))));
  const mentions = pointed ? [{ item: pointed, score: 1, byKeyword: false }] : found;
  // Topic words do not name a new subject: "what tools should I know for it?" still leans on "it".
  const namesNone = input.history.length > 0 && mentions.every((mention) => mention.byKeyword);
  const leans = namesNone && leansOnEarlier(text);
  // A message of a word or two ("salary?", "remote?") is about what came before; "are you hiring?" is not.
  const followUp = leans || (namesNone && tokenize(text).length <= 2);
  const namesOne = mentions.some((mention) => !mention.byKeyword);
  const newest = namesOne ? undefined : newestOf(text, kinds, items);
  const form = questionForm(text);
  // "Any talks?" and "how many talks?" ask about the collection, even of one.
  const sole = namesOne || !ASKS_OF_ONE.has(form) ? undefined : soleOf(kinds, items);
  return {
    text,
    typed,
    terms: messageTerms,
    form,
    ...(intent ? { intent } : {}),
    mentions,
    kinds,
    weekdays: weekdaysNamed(
      text,
      WEEK.map((day) => day.name),
    ),
    focus,
    followUp,
    leans,
    ...(newest ? { newest } : {}),
    ...(sole ? { sole } : {}),
  };
}

/** The items a question is about: the ones it names, else, for a follow-up, the last reply's first. */
export function subjectsOf(question: Question): Item[] {
  // A topic word names an item when its kind is named too: "the fintech post", "your retail case study".
  const named = question.mentions
    .filter((mention) => !mention.byKeyword || question.kinds.includes(mention.item.kind))
    .map((mention) => mention.item);
  if (named.length > 0) return named;
  if (question.newest) return [question.newest];
  if (question.sole) return [question.sole];
  if (!question.followUp || question.focus.items.length === 0) return [];
  // After a list, "it" is the entry the visitor asked about: the one sharing most words with their last question.
  const asked = new Set([...question.terms, ...terms(question.focus.lastQuestion ?? "")]);
  const shared = (item: Item) =>
    terms([item.name, ...item.aliases, ...item.keywords].join(" ")).filter((term) => asked.has(term)).length;
  const best = question.focus.items.reduce((top, item) => (shared(item) > shared(top) ? item : top));
  return [best];
}

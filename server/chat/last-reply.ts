/**
 * Follow-ups into the last reply: "which of them deals with banks?" (the listed thing a
 * criterion fits), "the fintech one" (the listed thing the words name), "the last one", "the
 * fifth step" (an item of the last reply's list), and "is it free?" confirmed (or denied) by a
 * sentence of the last reply.
 */
import { answer as makeAnswer, paragraphs, type Reply } from "./builders/compose.ts";
import type { Knowledge } from "./builders/context.ts";
import { detailContext, detailTerms } from "./builders/scoped.ts";
import { termMatches } from "./composer.ts";
import { type HistoryItem, lastText } from "./conversation.ts";
import type { DialogueState } from "./dialogue.ts";
import { alternativeGroups, sentences, terms, tokenize } from "./text.ts";
import type { Entity, EntityType } from "./understanding/catalogue.ts";
import type { Mention } from "./understanding/entity-recogniser.ts";
import { ORDINALS, type Question } from "./understanding/question.ts";
import { negatedAt, withoutYes } from "./yes-no.ts";

/** "Which of them…", "which one…", "which of those…": a choice among the things just listed. */
export const WHICH_OF = /\bwhich (?:one|ones|of (?:those|them|these|the (?:two|three|four|five|six)|you))\b/;
/** "The fintech one", "the second-hand one": the words describing one thing of a list. */
const THE_X_ONE = /\bthe ((?:[a-z0-9-]+ ){0,2}[a-z0-9-]+) one\b/;
/** The chosen one must fit at least this share of the criterion's words. */
const WHICH_OF_MIN_FIT = 0.3;
/** "Is it…?", "does that…?", "are they…?": a yes/no question about the thing just discussed. */
const ABOUT_IT =
  /^(?:so |and |but |ok |okay )?(?:is|are|was|were|does|do|did|can|could|will|would) (?:it|that|this|they|these|those)\b/;

/** "How many of them are there?", "how many are there?": a count of what the last reply listed. */
const HOW_MANY_LISTED = /\bhow many (?:of (?:them|those|these)(?: are there)?|are (?:there|they))\b/;

/** "The last one", "the fifth step": a position in the last reply's list, with no other noun. */
const ITEM_ORDINAL =
  /\bthe (first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th|seventh|7th|last|final)(?: (?:one|step|stage|phase|item|point|thing|option|part|bullet)\b|\s*[?.!]*$)/;
const ITEM_POSITIONS: Record<string, number> = { ...ORDINALS, seventh: 7, "7th": 7, final: -1 };

/**
 * "Is it free?", "is that remote?": a yes/no question about the thing just discussed whose
 * asked words the last reply says in one sentence is answered by that sentence, with a yes
 * (or a no, when the sentence negates them) and the last reply's page.
 */
export const confirmFromLastReply = (
  knowledge: Knowledge,
  question: Question,
  state: DialogueState,
  history: readonly HistoryItem[],
): Reply | undefined => {
  if (!state.topic || !ABOUT_IT.test(question.text) || question.mentions.length > 0) return undefined;
  const previous = lastText(history, "ai");
  if (!previous) return undefined;
  const index = knowledge.index;
  const context = detailContext(knowledge, question);
  const asked = detailTerms(context).filter((term) => index.knows(term));
  if (asked.length === 0 || asked.length > 2) return undefined;
  const lines = previous.split("\n");
  const units = lines.flatMap((line) =>
    /^\s*-\s/.test(line) ? [line.replace(/^\s*-\s*/, "")] : sentences(line),
  );
  const unit = units.find((candidate) => {
    const own = new Set(terms(candidate));
    return asked.every((term) => termMatches(term, own, index));
  });
  if (!unit) return undefined;
  const words = tokenize(unit.replace(/'/g, ""));
  const negated = words.some(
    (word, at) => terms(word).some((term) => asked.includes(term)) && negatedAt(words, at),
  );
  const body = withoutYes({ text: unit, kind: "answer", topic: "", about: [] }).text;
  const pointer = lines
    .filter((line) => !/^\s*-\s/.test(line) && /\]\(/.test(line) && !line.includes(unit))
    .at(-1);
  // "The client: …" reads on after "Yes: "; a name ("AIMail: …") keeps its capitals.
  const lower = /^[A-Z][a-z]/.test(body) ? `${body.charAt(0).toLowerCase()}${body.slice(1)}` : body;
  const text = `${negated ? "No" : "Yes"}: ${lower}`;
  return makeAnswer(
    `${state.topic}+confirmed`,
    pointer && !unit.includes("](") ? paragraphs(text, pointer) : text,
    [],
  );
};

/**
 * The one of the things the last reply listed (linked, or named: "Karim Haddad, Head of
 * FinTech") that a criterion fits best ("which of them deals with banks?", "which of those
 * would you use for a voice bot?"), judged by the words of its own page or, on a page shared
 * by several (the leaders on About us), of the passages naming it.
 */
const whichOfListed = (
  knowledge: Knowledge,
  question: Question,
  state: DialogueState,
  history: readonly HistoryItem[],
): Entity | undefined => {
  const listed = lastListed(knowledge, state, history);
  if (listed.length < 2) return undefined;
  const index = knowledge.index;
  const context = detailContext(knowledge, question);
  const criterion = detailTerms(context).filter((term) => index.knows(term));
  if (criterion.length === 0) return undefined;
  const groups = alternativeGroups();
  const weight = (list: readonly string[]) => list.reduce((sum, term) => sum + index.idf(term), 0);
  const scored = listed.map((entity) => {
    const shared = listed.filter((other) => other.url === entity.url).length > 1;
    const passages = knowledge
      .passagesOn(entity.url)
      .filter((passage) => !shared || `${passage.text} ${passage.items.join(" ")}`.includes(entity.name));
    const own = new Set(passages.flatMap((passage) => [...index.termsOf(passage)]));
    const says = (term: string) =>
      termMatches(term, own, index) ||
      (groups.get(term) ?? []).some((other) => termMatches(other, own, index));
    return { entity, fit: weight(criterion.filter(says)) / weight(criterion) };
  });
  scored.sort((a, b) => b.fit - a.fit);
  const [best, second] = scored;
  if (!best || best.fit < WHICH_OF_MIN_FIT || (second && second.fit >= best.fit)) return undefined;
  return best.entity;
};

/** The things the last reply listed (linked) or named, of the kind it named most of. */
const lastListed = (
  knowledge: Knowledge,
  state: DialogueState,
  history: readonly HistoryItem[],
  /** Of every kind listed ("the healthcare one" among projects and case studies). */
  allKinds = false,
): Entity[] => {
  const previous = lastText(history, "ai") ?? "";
  const named = knowledge.entities
    .recognise(previous.replace(/\]\([^)]*\)/g, "]"))
    .filter((mention) => mention.entities.length === 1)
    .map((mention) => mention.entities[0] as Entity);
  const pool = [
    ...new Map([...(state.listed ?? []), ...named].map((entity) => [entity.id, entity])).values(),
  ];
  if (allKinds) return pool;
  const byType = new Map<EntityType, Entity[]>();
  for (const entity of pool) byType.set(entity.type, [...(byType.get(entity.type) ?? []), entity]);
  return [...byType.values()].sort((a, b) => b.length - a.length)[0] ?? [];
};

/**
 * "The fintech one", "the healthcare one": the one thing of the last reply's list whose name
 * has the describing words (a typo of one counting).
 */
const describedListed = (
  knowledge: Knowledge,
  text: string,
  state: DialogueState,
  history: readonly HistoryItem[],
) => {
  const match = THE_X_ONE.exec(text);
  if (!match?.[1]) return undefined;
  const words = terms(match[1]);
  if (words.length === 0) return undefined;
  const fitting = (listed: readonly Entity[]) =>
    listed.length < 2
      ? []
      : listed.filter((entity) => {
          const own = new Set(entity.names.flatMap((name) => terms(name)));
          return words.every((word) => termMatches(word, own, knowledge.index));
        });
  // Of the kind listed most, else of every kind listed ("the healthcare one" among projects and
  // case studies).
  const fits = fitting(lastListed(knowledge, state, history));
  if (fits.length === 1) return fits[0];
  const anyKind = fits.length === 0 ? fitting(lastListed(knowledge, state, history, true)) : [];
  return anyKind.length === 1 ? anyKind[0] : undefined;
};

/** A name in a "which of them…?" question of another kind than the things the last reply listed. */
const mentionIsCriterion = (
  knowledge: Knowledge,
  mention: Mention,
  state: DialogueState,
  history: readonly HistoryItem[],
) => {
  const listed = lastListed(knowledge, state, history);
  return listed.length >= 2 && mention.entities.every((entity) => entity.type !== listed[0]?.type);
};

/** The item of the last reply's list that "the third one", "the last step" points at. */
const listedItem = (text: string, history: readonly HistoryItem[]): Reply | undefined => {
  const match = ITEM_ORDINAL.exec(text);
  if (!match) return undefined;
  const previous = lastText(history, "ai");
  if (!previous) return undefined;
  const lines = previous.split("\n");
  const items = lines.filter((line) => /^- \S/.test(line)).map((line) => line.slice(2));
  const position = ITEM_POSITIONS[match[1] ?? ""] ?? 0;
  if (items.length < 2 || position > items.length) return undefined;
  const item = items.at(position > 0 ? position - 1 : -1);
  if (!item) return undefined;
  // The last reply's own pointer to its page ("See our [About us](/about) page.").
  const pointer = lines.filter((line) => !line.startsWith("- ") && /\]\(\//.test(line)).at(-1);
  return makeAnswer("list.item", pointer ? paragraphs(item, pointer) : item, []);
};

/** The question as if it named the one thing (a thing of the last reply's list it points at). */
const naming = (question: Question, entity: Entity): Question => ({
  ...question,
  mentions: [{ entities: [entity], start: 0, end: 0, text: "", exact: true }],
});

/**
 * What a question points at in the last reply's list: "tell me more about the second one" (the
 * second thing listed), "the fintech one" (the listed thing the words name), "which of them
 * deals with banks?" (the listed thing the criterion fits) become the question naming that
 * thing; "what happens in the fifth step?" is that item of the list itself (`item`).
 */
export const listReference = (
  knowledge: Knowledge,
  asked: Question,
  state: DialogueState,
  history: readonly HistoryItem[],
): { question: Question } | { item: Reply } => {
  let question = asked;
  // "Tell me more about the second one": the second thing the last answer listed, as if named.
  const listedEntity =
    question.ordinal !== undefined && question.mentions.length === 0 && state.listed
      ? state.listed.at(question.ordinal > 0 ? question.ordinal - 1 : -1)
      : undefined;
  if (listedEntity && (question.ordinal ?? 0) <= (state.listed?.length ?? 0))
    question = naming(question, listedEntity);
  // "Which of them deals with banks?": the one of the things just listed that the criterion fits.
  // "The fintech one sounds interesting": the one of the things just listed that the words name.
  if (!listedEntity && question.mentions.length === 0) {
    const described = describedListed(knowledge, question.text, state, history);
    if (described) question = naming(question, described);
  }
  const choosing = WHICH_OF.test(question.text) && history.length > 0;
  // (A name of another kind than the things listed is the criterion: "which one is for frontend?")
  if (
    !listedEntity &&
    choosing &&
    question.mentions.every((mention) => mentionIsCriterion(knowledge, mention, state, history))
  ) {
    const chosen = whichOfListed(knowledge, question, state, history);
    // The answer to "which one is for frontend?" is the listed thing itself: what else the
    // words resemble ("which ones?" after our social accounts) is not asked.
    if (chosen) question = { ...naming(question, chosen), intents: [] };
  }
  // "What does the last one mean?", "what happens in the fifth step?": an item of the list
  // the last reply gave, when it listed no pages of things to name.
  if (!listedEntity && question.mentions.length === 0 && !question.newTopic) {
    const item = listedItem(question.text, history);
    // "The last one, what does she do?": an item naming one thing is a question about it.
    const itemNames = item ? knowledge.entities.recognise(item.text.split("\n")[0] ?? "") : [];
    const itemEntities = [
      ...new Map(
        itemNames.flatMap((mention) => mention.entities).map((entity) => [entity.id, entity]),
      ).values(),
    ];
    // …when the item starts with its name ("Mei Lin Chen, Head of Sustainability").
    const first = item?.text.toLowerCase() ?? "";
    const named =
      itemEntities.length === 1 && first.startsWith(itemEntities[0]?.name.toLowerCase() ?? "\u0000")
        ? itemEntities[0]
        : undefined;
    if (named && question.terms.length > 0) question = naming(question, named);
    else if (item) return { item };
  }
  return { question };
};

/**
 * "How many of them are there?" after a list (the leadership team, the steps): the number of
 * things the last reply listed, named, with its pointer to their page.
 */
export const countOfListed = (question: Question, history: readonly HistoryItem[]): Reply | undefined => {
  if (question.mentions.length > 0 || !HOW_MANY_LISTED.test(question.text)) return undefined;
  const previous = lastText(history, "ai");
  if (!previous) return undefined;
  const lines = previous.split("\n");
  const items = lines.filter((line) => /^- \S/.test(line)).map((line) => line.slice(2));
  if (items.length < 2) return undefined;
  // Each item by its name: the part before its description ("Amara Okonkwo, CEO" → "Amara Okonkwo").
  const names = items.map((item) => item.split(/[:,(–]/)[0]?.trim() || item);
  const named = `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  const pointer = lines.filter((line) => !line.startsWith("- ") && /\]\(\//.test(line)).at(-1);
  const text = `There are ${items.length}: ${named}.`;
  return makeAnswer("list.count", pointer ? paragraphs(text, pointer) : text, []);
};

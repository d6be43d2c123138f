import { chatWording } from "../../../app/content/chat-answers.ts";
import { factText, type Knowledge, type Passage } from "../knowledge/build.ts";
import type { Fact, Item } from "../knowledge/catalogue.ts";
import { fieldAsked, KIND_WORDS, questionForm } from "../language/asking.ts";
import { expanded, sameAs } from "../language/synonyms.ts";
import { terms } from "../language/text.ts";
import { leansOnEarlier } from "../reading/dialogue.ts";
import type { Question } from "../reading/question.ts";
import { bulletLines, fitted, type Reply, reply } from "./reply.ts";

/** A list entry that names its subject before a colon ("Web server logs: …"): a row of a table. */
const ROW = /^([^:]{3,120}):\s/;

/**
 * A fact's entries a question asks for: where most entries are rows ("X: …"), only the rows whose
 * subject holds a word of the question, when some do and others do not ("how long do you keep my
 * chat?" gets the chat's row, not every period).
 */
function askedRows(fact: Fact, items: readonly string[], question: readonly string[]): readonly string[] {
  const subjects = items.map((entry) => ROW.exec(entry)?.[1]);
  // A word the list's own lead holds ("legal" of "legal bases") asks for the whole list.
  const lead = new Set(terms(fact.text));
  const asked = question.filter((word) => ![...sameAs(word)].some((same) => lead.has(same)));
  if (asked.length === 0 || subjects.filter(Boolean).length * 2 <= items.length) return items;
  const holds = (subject: string | undefined) =>
    subject !== undefined && terms(subject).some((term) => asked.some((word) => sameAs(word).has(term)));
  const rows = items.filter((_, index) => holds(subjects[index]));
  return rows.length > 0 && rows.length < subjects.filter(Boolean).length ? rows : items;
}

/** A fact as reply text: its statement, then its entries as bullets (the rows asked for, given the question's terms). */
export function factBody(fact: Fact, asked: readonly string[] = []): string {
  const entries = fact.items ? askedRows(fact, fact.items, asked) : [];
  return [fact.text, entries.length ? bulletLines(entries) : ""].filter(Boolean).join("\n");
}

/** Kind words after a word that points back ("that role", "the case study") name the item itself. */
const POINTING_BACK = /\b(?:the|that|this|these|those|its|your)\s+([a-z]+(?:\s+[a-z]+)?)/g;

/**
 * The question's words that are not the item's own name: what it asks about the item. The kind's
 * words name the item when the message names it ("the retail case study") or points back with them
 * ("that role"); after a reply about Node.js, "which frameworks?" asks for its frameworks.
 */
function askedTerms(question: Question, item: Item): string[] {
  const named = question.mentions.some((mention) => mention.item === item);
  const pointedWith = [...question.text.matchAll(POINTING_BACK)].map((match) => match[1]).join(" ");
  const kindWords = new Set(terms(KIND_WORDS[item.kind]));
  const naming = named ? [...kindWords] : terms(pointedWith).filter((term) => kindWords.has(term));
  const own = new Set([...terms([item.name, ...item.aliases].join(" ")), ...naming]);
  return question.terms.filter((term) => !own.has(term));
}

/** How much of the asked terms a passage's own words hold (rare words weigh more). */
function heldShare(
  knowledge: Knowledge,
  asked: readonly string[],
  passage: Passage,
  matched: ReadonlySet<string>,
): number {
  let total = 0;
  let held = 0;
  for (const term of asked) {
    const weight = knowledge.weight(term);
    total += weight;
    if ([...sameAs(term)].some((same) => matched.has(same))) held += weight;
  }
  return total === 0 ? 0 : held / total + (passage.fact.items ? 0.05 : 0);
}

const FORMS_ASKING_A_FIELD: readonly string[] = ["who", "when", "where", "how-long"];

/**
 * "And the fintech one?" after "how long is the AI boom post to read?" asks the last question of
 * another item: the last question, without the names of what it was about, when this one asks
 * nothing of its own.
 */
function carriedOver(question: Question, item: Item): Question {
  const last = question.focus.lastQuestion?.toLowerCase();
  if (!last || !leansOnEarlier(question.text) || FORMS_ASKING_A_FIELD.includes(question.form))
    return question;
  if (askedTerms(question, item).length > 0) return question;
  const earlierNames = new Set(
    terms(question.focus.items.flatMap((earlier) => [earlier.name, ...earlier.aliases]).join(" ")),
  );
  return {
    ...question,
    text: last,
    form: questionForm(last),
    terms: terms(last).filter((term) => !earlierNames.has(term)),
  };
}

/** The facts of an item a question asks for, best first: by their field's words and by the words they hold. */
function askedFacts(knowledge: Knowledge, item: Item, asking: Question): Passage[] {
  const question = carriedOver(asking, item);
  const asked = askedTerms(question, item);
  const formAsks = FORMS_ASKING_A_FIELD.includes(question.form);
  if (asked.length === 0 && !formAsks) return [];
  const hits = new Map(
    knowledge.search(expanded(asked), (passage) => passage.item === item).map((hit) => [hit.passage, hit]),
  );
  const scored: { passage: Passage; score: number }[] = [];
  for (const passage of knowledge.passages) {
    if (passage.item !== item) continue;
    const hit = hits.get(passage);
    const score =
      fieldAsked(passage.fact.label, asked, question.form, question.text) +
      (hit ? heldShare(knowledge, asked, passage, new Set(hit.matched)) : 0);
    if (score > 0.3) scored.push({ passage, score });
  }
  scored.sort((a, b) => b.score - a.score);
  const top = scored[0]?.score ?? 0;
  return scored
    .filter((entry) => entry.score >= top * 0.7)
    .slice(0, 2)
    .map((entry) => entry.passage);
}

/** "Name: text", unless the text already opens with the name (a talk's summary, a job's line). */
const headed = (name: string, text: string): string => (text.startsWith(name) ? text : `${name}: ${text}`);

/** An item in brief: its summary and its first list (features, main uses…). */
export function overview(item: Item): string {
  const list = item.facts.find((fact) => fact.items?.length);
  return [headed(item.name, item.summary), list?.items ? bulletLines(list.items) : ""]
    .filter(Boolean)
    .join("\n");
}

const COMPARES = /\b(?:vs\.?|versus|compare[ds]?|comparison|difference|differ|between|better|or)\b/i;

/** Two or more items of one kind side by side: each one's summary and what the question asks of it. */
function comparison(knowledge: Knowledge, items: readonly Item[], question: Question): Reply {
  const line = (item: Item) => {
    const [asked] = askedFacts(knowledge, item, question);
    const detail =
      asked && asked.fact.text !== item.summary ? factBody(asked.fact).replace(/\n?- /g, "; ") : "";
    const body = `${item.summary}${detail ? ` ${detail.replace(/^; /, "")}` : ""}`;
    return `[${item.name}](${item.url}): ${body}`;
  };
  const text = `${chatWording.comparison}\n${bulletLines(items.map(line))}`;
  return reply(
    text,
    "answer",
    "item.comparison",
    items.map((item) => item.url),
  );
}

/** "Do you do X?", "do you use X?" about an item that is ours: the reply starts with a yes. */
export const ASKS_IF_WE =
  /^(?:(?:yo|hey|hi|hello|so|ok|okay|and|but|also|just|quick question)[,!:]?\s+)?(?:do|can|could|are|have|does|will|would)\b.{0,40}\b(?:you|u|ya|your)\b/i;
const yesFor = (question: Question, item: Item) =>
  question.form === "yes-no" &&
  ASKS_IF_WE.test(question.text) &&
  ["service", "technology"].includes(item.kind)
    ? `${chatWording.yes} `
    : "";

/**
 * "Can the company GPT run in our own cloud?" answered by a statement holding every specific word
 * the question asks besides the item's name: the statement says so, and the reply starts with a yes.
 */
function statesWhatIsAsked(knowledge: Knowledge, question: Question, item: Item, body: string): boolean {
  if (question.form !== "yes-no") return false;
  const specific = askedTerms(question, item).filter((term) => knowledge.idf(term) >= SPECIFIC_WEIGHT);
  const said = new Set(terms(body));
  return specific.length > 0 && specific.every((term) => [...sameAs(term)].some((same) => said.has(same)));
}

/** A word weighing at least this much names something specific ("PyTorch", "handwriting"). */
export const SPECIFIC_WEIGHT = 3;

/**
 * "Do you use PyTorch or only TensorFlow?": the item's chosen statements may leave out a specific
 * word the question asks about; the item's own statement holding it, if any, joins them.
 */
function statementForMissingTerm(
  knowledge: Knowledge,
  item: Item,
  question: Question,
  chosen: readonly Passage[],
): Passage | undefined {
  const said = new Set(terms(chosen.map((passage) => factText(passage.fact)).join(" ")));
  const missing = askedTerms(question, item)
    .filter((term) => knowledge.idf(term) >= SPECIFIC_WEIGHT && !said.has(term))
    .sort((a, b) => knowledge.idf(b) - knowledge.idf(a));
  for (const term of missing) {
    const [hit] = knowledge.search([term], (passage) => passage.item === item && !chosen.includes(passage));
    if (hit) return hit.passage;
  }
  // "…PyTorch or TensorFlow?": a thing the site names on a page of its own kind (the tool strip) answers for itself.
  for (const term of missing) {
    const [hit] = knowledge.search(
      [term],
      (passage) =>
        !passage.item &&
        terms(passage.title).includes(term) &&
        terms(passage.title).every((word) => question.terms.includes(word)),
    );
    if (hit) return hit.passage;
  }
  return undefined;
}

/** Forms that ask for one detail, not for the item in general. */
const DETAIL_FORMS: readonly string[] = ["how-much", "who", "when", "where", "how-long", "count"];

/** The question asks for a detail of the item (a form that does, and a specific word besides the item's name). */
function asksForADetail(knowledge: Knowledge, question: Question, item: Item): boolean {
  return (
    DETAIL_FORMS.includes(question.form) &&
    askedTerms(question, item).some((term) => knowledge.idf(term) >= SPECIFIC_WEIGHT)
  );
}

/** What a question asks about the items it names, from their facts. */
export function itemReply(
  knowledge: Knowledge,
  subjects: readonly Item[],
  question: Question,
  { factOnly = false } = {},
): Reply | undefined {
  const [first] = subjects;
  if (!first) return undefined;
  const sameKind = subjects.filter((item) => item.kind === first.kind);
  if (sameKind.length > 1 && sameKind.length <= 4 && COMPARES.test(question.text))
    return comparison(knowledge, sameKind, question);
  const passages = askedFacts(knowledge, first, question);
  // An item kept elsewhere (a talk's video) is also shown on one of our pages: name that page too.
  const more = first.url.startsWith("/")
    ? chatWording.readMore(first.name, first.url)
    : `${chatWording.readMore(first.name, first.url)} ${chatWording.seeAll(chatWording.listPageName[first.kind], chatWording.listPage[first.kind])}`;
  const [best] = passages;
  if (!best && factOnly) return undefined;
  const missing = statementForMissingTerm(knowledge, first, question, passages);
  if (!best && !missing) {
    // "How much does the role pay?" with no such fact: say so, then what the page does say.
    const lead = asksForADetail(knowledge, question, first)
      ? `${chatWording.notStated(first.name)}\n`
      : yesFor(question, first);
    return reply(`${lead}${overview(first)}\n${more}`, "answer", `item.${first.kind}`, [first.url]);
  }
  if (missing) passages.push(missing);
  const lead = passages[0] as Passage;
  const body = passages.map((passage) => factBody(passage.fact, question.terms)).join("\n");
  const yes =
    yesFor(question, first) ||
    (statesWhatIsAsked(knowledge, question, first, body) ? `${chatWording.yes} ` : "");
  // The answer first, then what the item is, so a short fact is not lost below a paragraph.
  // …unless the answer is that summary (an FAQ's answer is both).
  const summary = body.includes(first.summary) ? [] : [first.summary];
  const text = fitted([`${yes}${headed(first.name, body)}`, ...summary], more);
  return reply(text, "answer", `item.${first.kind}.${lead.fact.label}`, [first.url], { passages });
}

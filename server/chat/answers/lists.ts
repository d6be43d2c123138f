import { chatWording } from "../../../app/content/chat-answers.ts";
import type { Item, ItemKind } from "../knowledge/catalogue.ts";
import { KIND_WORDS, type QuestionForm, questionForm } from "../language/asking.ts";
import { sentences, terms } from "../language/text.ts";
import { leansOnEarlier } from "../reading/dialogue.ts";
import type { Question } from "../reading/question.ts";
import { bulletLines, link, type Reply, reply } from "./reply.ts";

/** Entries of a list longer than this are named without their one-line summary. */
const SUMMARISED_UP_TO = 8;

/** The first sentence of a summary, shortened. */
const firstSentence = (text: string) => {
  const sentence = text.split(/(?<=[.!?])\s/)[0] ?? text;
  return sentence.length > 160 ? `${sentence.slice(0, 157).trimEnd()}…` : sentence;
};

function entryLine(item: Item, summarise: boolean): string {
  const named =
    item.url.startsWith("/") || item.url.startsWith("http") ? link(item.name, item.url) : item.name;
  return summarise ? `${named}: ${firstSentence(item.summary)}` : named;
}

/** Items of one kind as a list with links, the kind's page last. */
export function listOf(
  kind: ItemKind,
  items: readonly Item[],
  question: Question,
  topic = `list.${kind}`,
): Reply {
  const page = chatWording.listPage[kind];
  if (items.length === 0)
    return reply(
      `${chatWording.noneListed} ${chatWording.seeAll(chatWording.listPageName[kind], page)}`,
      "answer",
      topic,
      [page],
    );
  const intro =
    question.form === "count"
      ? chatWording.count(items.length, chatWording.countNoun[kind])
      : chatWording.listIntro[kind];
  const summarise = items.length <= SUMMARISED_UP_TO;
  const text = `${intro}\n${bulletLines(items.map((item) => entryLine(item, summarise)))}\n${chatWording.seeAll(chatWording.listPageName[kind], page)}`;
  return reply(text, "answer", topic, [page, ...items.map((item) => item.url)]);
}

/** Kinds a visitor may ask to see listed whole (an FAQ or a policy is asked about, not listed). */
const LISTABLE: readonly ItemKind[] = [
  "service",
  "technology",
  "project",
  "case-study",
  "post",
  "job",
  "person",
  "testimonial",
  "talk",
];

/** "Can I send my CV even if none of the jobs fit?" asks what the visitor may do, not to see the jobs. */
const ASKS_ABOUT_ME =
  /^(?:can|could|should|do|may|must|am|would) (?:i|we)\b(?!.*\b(?:see|view|browse|look at)\b)/i;

/** Kinds a yes-no question asks about as a whole ("are you hiring?", "do you have case studies?"). */
const ASKED_AS_A_WHOLE: readonly ItemKind[] = ["job", "post", "case-study", "talk"];

const kindTerms = new Set(terms(Object.values(KIND_WORDS).join(" ")));
/** Words that ask to see a collection ("show me your projects", "current openings"). */
const LISTING_TERMS = new Set(
  terms("show see list have offer open current available latest new recent browse publish published"),
);

const mentionsName = (item: Item, name: string) =>
  [item.summary, ...item.facts.flatMap((fact) => [fact.text, ...(fact.items ?? [])])].some((text) =>
    text.toLowerCase().includes(name.toLowerCase()),
  );

/** A field value of two to a few words (a category) the question names whole: "the Web & Mobile ones". */
const SHORT_VALUE_TERMS = 4;
const holdsValueNamed = (item: Item, question: Question) =>
  item.facts.some((fact) => {
    if (fact.items) return false;
    const value = terms(fact.text);
    return (
      value.length > 1 &&
      value.length <= SHORT_VALUE_TERMS &&
      value.every((term) => question.terms.includes(term))
    );
  });

/**
 * "What services do you offer?", "how many open positions?", "do you have any jobs?": a kind
 * named with a listing form. With an item of another kind named ("which projects used PyTorch?",
 * "has he written anything?"), the items of that kind whose content names it.
 */
export function kindListReply(
  question: Question,
  items: readonly Item[],
  subjects: readonly Item[],
): (Reply & { related?: Item[] }) | undefined {
  // "Has he written anything?" asks for posts without naming them.
  const kinds: ItemKind[] = [
    ...question.kinds,
    ...(/\b(?:wrote|written)\b|\bwrite (?:about|anything|something|any)\b/i.test(question.text)
      ? (["post"] as const)
      : []),
  ];
  const kind = kinds.find((candidate) => LISTABLE.includes(candidate));
  if (!kind) return undefined;
  const ofKind = items.filter((item) => item.kind === kind);
  // Any sentence may ask for the list: "What do your clients say? Any testimonials?"
  const asksForList = (form: QuestionForm, text: string) =>
    form === "list" ||
    form === "count" ||
    (form === "yes-no" &&
      !ASKS_ABOUT_ME.test(text) &&
      (/\b(?:any|some|all)\b/i.test(text) || ASKED_AS_A_WHOLE.includes(kind)));
  const listing =
    [question.text, ...sentences(question.typed)].some((text, index) =>
      asksForList(index === 0 ? question.form : questionForm(text), text),
    ) ||
    (question.form === "who" && kind === "person") ||
    (question.form === "where" && kind === "job") ||
    question.terms.every((term) => kindTerms.has(term) || LISTING_TERMS.has(term));
  // "Which projects are in the AI Automation category?": an item of another kind named by its name
  // decides, even where topic words also point at some items of the kind.
  const named = question.mentions.filter((mention) => !mention.byKeyword).map((mention) => mention.item);
  const namedOthers = named.filter(
    (item) =>
      // "The stack of the HR automation project" asks about the project itself: named with its kind's word.
      !question.kinds.includes(item.kind) &&
      // "AI Automation" inside "Retail AI Automation" names the longer one only.
      !named.some((other) => other !== item && other.name.toLowerCase().includes(item.name.toLowerCase())),
  );
  const namesOneOfKind = named.some((item) => item.kind === kind);
  // "What backend technologies…?" names the menu group "Backend", not the items its topic words point at.
  const group = namesOneOfKind || namedOthers.length > 0 ? undefined : groupNamed(question, ofKind);
  if (
    subjects.some((subject) => subject.kind === kind) &&
    (namedOthers.length === 0 || namesOneOfKind) &&
    !group
  )
    return undefined;
  const others = namedOthers.length > 0 ? namedOthers : subjects;
  if (others.length > 0 && !group) {
    // A client's case study is one of our projects too: "which projects used TensorFlow?" names both.
    const candidates = items.filter((item) => listedAs(item.kind) === kind);
    const related = candidates.filter(
      (item) =>
        others.some((subject) => mentionsName(item, subject.name)) ||
        // "What results did the Retail AI Automation project get?" asks about one item, not for a list.
        (namedOthers.length > 0 && listing && holdsValueNamed(item, question)),
    );
    return related.length > 0
      ? { ...listOf(kind, related, question, `list.${kind}.related`), related }
      : undefined;
  }
  if (!listing) return undefined;
  // With a topic word ("any fintech projects?"), the items the topic names, when there are some.
  const topical = question.mentions
    .filter((mention) => mention.item.kind === kind)
    .map((mention) => mention.item);
  return listOf(
    kind,
    group ?? (topical.length > 0 ? topical : (qualified(question, ofKind) ?? ofKind)),
    question,
  );
}

/** A list question with more words than these besides its kind says more than which items it wants. */
const MOST_QUALIFYING_TERMS = 3;

/** The words that name what an item is: its name, topic words and the group it is filed under. */
const namingTerms = (item: Item): Set<string> =>
  new Set(terms([item.name, ...item.aliases, ...item.keywords, item.group ?? ""].join(" ")));

/**
 * "What mobile technologies do you use?": the items the question's other words name, when they
 * name some of the kind and not all; undefined otherwise.
 */
function qualified(question: Question, items: readonly Item[]): Item[] | undefined {
  // "How many technologies are on the page?" counts them all; a long message is more than a qualifier.
  const asked = question.terms.filter((term) => !kindTerms.has(term) && !LISTING_TERMS.has(term));
  if (question.form === "count" || asked.length > MOST_QUALIFYING_TERMS) return undefined;
  const named = items.filter((item) => {
    const own = namingTerms(item);
    return asked.some((term) => own.has(term));
  });
  return named.length > 0 && named.length < items.length ? named : undefined;
}

/**
 * "And for web front ends?" right after a list of one kind: the same list asked again with the new
 * words as its qualifier, when they pick some of the kind out (not the entries just listed).
 */
export function listAgainReply(question: Question, items: readonly Item[]): Reply | undefined {
  const listed = question.focus.items;
  const [first] = listed;
  // It leans on the list by its words ("and …", "ones") even where it also names an item.
  if (
    !leansOnEarlier(question.text) ||
    !first ||
    listed.length < 2 ||
    listed.some((item) => listedAs(item.kind) !== listedAs(first.kind))
  )
    return undefined;
  const kind = listedAs(first.kind);
  if (!LISTABLE.includes(kind) || question.kinds.length > 0) return undefined;
  // "And which are the Web & Mobile ones?" names an item of another kind: the same list, related to it.
  const namedOthers = question.mentions
    .filter((mention) => !mention.byKeyword && listedAs(mention.item.kind) !== kind)
    .map((mention) => mention.item);
  if (namedOthers.length > 0)
    return kindListReply({ ...question, kinds: [kind], form: "list" }, items, namedOthers);
  if (question.mentions.some((mention) => !mention.byKeyword)) return undefined;
  const ofKind = items.filter((item) => item.kind === kind);
  const picked = groupNamed(question, ofKind) ?? qualified({ ...question, form: "list" }, ofKind);
  if (!picked || picked.every((item) => listed.includes(item))) return undefined;
  return listOf(kind, picked, { ...question, form: "list" });
}

/** The kind a list of items of this kind is asked for by: a client's case study is listed with the projects. */
const listedAs = (kind: ItemKind): ItemKind => (kind === "case-study" ? "project" : kind);

/** "Front ends" is the group "Frontend": two neighbouring words may be one word of the content. */
const withJoined = (words: readonly string[]): string[] => [
  ...words,
  ...words.slice(1).map((word, index) => `${words[index]}${word}`),
];

/** The items of the menu group whose name the question's words hold whole ("and for web front ends?"). */
function groupNamed(question: Question, items: readonly Item[]): Item[] | undefined {
  const asked = new Set(withJoined(question.terms));
  const groups = [...new Set(items.map((item) => item.group).filter((group): group is string => !!group))];
  const named = groups.filter((group) => terms(group).every((term) => asked.has(term)));
  if (named.length !== 1) return undefined;
  return items.filter((item) => item.group === named[0]);
}

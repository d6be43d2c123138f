import type { ItemKind } from "../knowledge/catalogue.ts";
import { normalise, terms } from "./text.ts";

/**
 * How visitors ask, in general English: the words that name a kind of thing, the words that
 * ask for a field of it, and the forms of question (who, when, how long, do you…). Nothing here
 * names or quotes the content; the content's own names and words are matched in understanding/.
 */

/** Nouns a visitor uses for each kind of item (singular and plural are both matched by stem). */
export const KIND_WORDS: Readonly<Record<ItemKind, string>> = {
  service: "service services offering offerings",
  technology: "technology technologies tech stack stacks framework frameworks",
  project: "project projects portfolio",
  "case-study": "case study studies",
  post: "blog post posts article articles",
  job: "job jobs vacancy vacancies position positions opening openings role roles career careers hiring",
  person: "leadership founders leaders executives experts management",
  testimonial: "testimonial testimonials review reviews",
  talk: "talk talks webinar webinars",
  faq: "faq faqs",
  policy: "privacy gdpr cookie cookies",
};

/** Words asking for one field, by the field's label (the schema's names as words). */
export const FIELD_WORDS: Readonly<Record<string, string>> = {
  author: "who wrote author written writer by",
  date: "when date published posted written",
  "read time": "how long read minutes length",
  category: "category type kind topic",
  workplace: "remote hybrid office onsite site home anywhere relocate",
  location: "where location based country city",
  type: "full time part contract freelance permanent",
  department: "department team",
  responsibilities: "responsibilities duties tasks day doing involve",
  qualifications: "requirements required qualifications skills experience need looking degree",
  "date posted": "posted since when",
  features: "features include includes included get capabilities",
  tech: "tech technology technologies stack built languages frameworks tools used",
  impact:
    "impact results result outcome achieve achieved improvement increase grew rise much save saves saved saving",
  result:
    "result results outcome impact achieve achieved improvement numbers increase grew rise much save saves saved saving",
  sector: "sector industry industries client customer",
  "main uses": "used uses use cases",
  applications: "applications industries apply",
  "what we provide": "provide offer help",
  services: "services offer",
  "why choose": "why choose benefits advantages",
  title: "role title position job",
  speaker: "who speaker gave presented",
  quote: "said say testimonial review",
  "case studies": "case study studies example",
  version: "version",
  "last updated": "updated update changed revised last when",
  "effective date": "effective since valid",
};

/** The forms of question the answers tell apart. */
export type QuestionForm =
  | "list"
  | "count"
  | "yes-no"
  | "who"
  | "when"
  | "where"
  | "how-long"
  | "how-much"
  | "how-to"
  | "what";

const FORMS: [QuestionForm, RegExp][] = [
  ["count", /\bhow many\b|\bnumber of\b/],
  // "How much did sales go up?" asks for a result, not a price.
  [
    "how-much",
    /^(?!.*\bhow much\b.{0,60}\b(?:go up|went up|increase[ds]?|improve[ds]?|grow|grew|rise|rose|save[ds]?|saving|reduce[ds]?|cut|drop(?:ped)?|fell|faster|better|more|less|time)\b)(?!.*\bhow much (?!(?:would|will|does|do|did|is|are|was|for|it|to|money|cost|costs|you|u|ya|we|i|an?|the|this|that|roughly|approximately|about|on|should|could|can|might|extra|budget|of|per)\b)[a-z]+\b(?!.*\b(?:costs?|price|pay|charge)\b))(?:.*)(?:\bhow much\b|\bballpark\b|\brough (?:figure|number|estimate)\b|\bgive (?:me|us) a (?:number|figure)\b|\bcosts?\b|\bprices?\b|\bpricing\b|\brates?\b|\bbudget\b|\bfees?\b|(?<!\bin )\bcharge\b)/,
  ],
  ["how-long", /\bhow long\b|\bduration\b|\bhow quickly\b|\bhow soon\b|\btimeline\b|\bhow fast\b/],
  ["who", /\bwho\b|\bwhose\b/],
  ["when", /\bwhen\b|\bwhat time\b|\bwhat date\b|\bwhich days?\b/],
  ["where", /\bwhere\b/],
  // "How do you decide which technology to use?" asks how, not for a list: "which" opens its clause.
  [
    "how-to",
    /\bhow (?:do|can|should|would) (?:i|we)\b|\bhow to\b|^how (?:do|does|did|would|will|can|could|should) (?:you|u|ya|your team)\b/,
  ],
  [
    "list",
    /\b(?:list|all (?:the |your )?|which|what (?:kinds?|types?|sorts?) of|what (?:\w+ )?\w+s (?:do|are|have)|any other|what else|others)\b/,
  ],
  [
    "yes-no",
    /^(?:do|does|did|are|is|can|could|will|would|have|has|should|any)\b|\b(?:do|can|could) (?:you|u|ya|y'all|your team)\b/,
  ],
];

/** The form of a question; "what" when none of the others. */
export function questionForm(text: string): QuestionForm {
  const lower = normalise(text);
  return FORMS.find(([, pattern]) => pattern.test(lower))?.[0] ?? "what";
}

const kindTerms = new Map<ItemKind, Set<string>>(
  Object.entries(KIND_WORDS).map(([kind, words]) => [kind as ItemKind, new Set(terms(words))]),
);

const allKindTerms = new Set([...kindTerms.values()].flatMap((words) => [...words]));

/** "techtalk" is a talk: a word made of two kind words is named by its last one. */
function headOfCompound(term: string): string {
  if (allKindTerms.has(term)) return term;
  for (const head of allKindTerms)
    if (term.length > head.length && term.endsWith(head) && allKindTerms.has(term.slice(0, -head.length)))
      return head;
  return term;
}

/** The kinds of item a question names by noun ("jobs", "blog posts"), best first. */
export function kindsNamed(questionTerms: readonly string[]): ItemKind[] {
  const scored: [ItemKind, number][] = [];
  const heads = questionTerms.map(headOfCompound);
  for (const [kind, words] of kindTerms) {
    const hits = heads.filter((term) => words.has(term)).length;
    if (hits > 0) scored.push([kind, hits]);
  }
  return scored.sort((a, b) => b[1] - a[1]).map(([kind]) => kind);
}

const fieldTerms = new Map<string, Set<string>>(
  Object.entries(FIELD_WORDS).map(([label, words]) => [label, new Set(terms(`${label} ${words}`))]),
);

/** "Do you use X?" asks whether, not what for: "use" asks for uses only as "use X for?" or "use cases". */
const ASKS_FOR_USES = /\bus(?:e|ed|es|ing)\b(?:\s+[\w.#+-]+){0,3}\s+for\s*[?.!]*$|\buse[- ]cases?\b|\buses\b/;
const USE_TERMS = new Set(terms("use used uses using"));

/** How strongly a question asks for a field with this label (0 when not at all). */
export function fieldAsked(
  label: string,
  questionTerms: readonly string[],
  form: QuestionForm,
  text = "",
): number {
  const known = fieldTerms.get(label) ?? new Set(terms(label));
  // A field named for uses ("main uses") is asked for by "use" only in a question about purpose.
  const usesOnly = terms(label).some((term) => USE_TERMS.has(term)) && !ASKS_FOR_USES.test(normalise(text));
  let score = questionTerms.filter((term) => known.has(term) && !(usesOnly && USE_TERMS.has(term))).length;
  if (form === "who" && (label === "author" || label === "speaker" || label === "title")) score += 1;
  if (form === "when" && (label === "date" || label === "date posted")) score += 1;
  if (form === "where" && (label === "location" || label === "workplace")) score += 1;
  if (form === "how-long" && label === "read time") score += 0.5;
  return score;
}

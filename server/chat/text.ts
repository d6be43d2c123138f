import { stem } from "./stemmer.ts";

/**
 * Text handling shared by the index, the intent rules and the composer: one tokenizer and
 * one term normaliser, so a query is processed exactly like the passages it is matched to.
 */

/** Words that carry no topic: function words, question words, chat filler. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a an and are as at be been being but by can could did do does doing for from had has have having he her
  hers him his i if in into is it its itself me my myself no nor not of off on or our ours ourselves she so
  some such than that the their theirs them themselves then there these they this those through to too
  under until up very was we were what when which while will with would you your yours yourself
  yourselves us am im ive id ill youre hi hello hey please thanks thank pls plz just also really about
  any anything something tell know like want wanted need get got one ones should shall may might must
  here way much more most other others own same only again further once all each both few let lets
  s t d ll m re ve whats hows wheres whos whens whys thats theres dont doesnt didnt cant wont isnt arent
  youve youll weve wed how where who when why use used uses using show shown done give see seen find over
  guys folks kindly actually basically exactly okay ok btw maybe perhaps possible possibly currently`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/** Lower-case, accents folded, typographic quotes and dashes made plain. */
export function normalise(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, "-")
    .toLowerCase();
}

/**
 * Splits text into word tokens: letters and digits, keeping "node.js", "c#", "24/7"-like
 * tokens apart only where a word boundary is clear. Apostrophes are dropped ("what's" → "whats"),
 * so contractions end up as one token that the stop list knows.
 */
export function tokenize(text: string): string[] {
  return (
    normalise(text)
      .replace(/'/g, "")
      // "18s", "1990s" → "18", "1990"
      .replace(/\b(\d+)s\b/g, "$1")
      .split(/[^a-z0-9#+]+/)
      .filter((token) => token.length > 0)
  );
}

/** Chat shorthand and common misspellings of short words, expanded before anything else. */
export const SHORTHAND: Record<string, string> = {
  wat: "what",
  wht: "what",
  whta: "what",
  waht: "what",
  hw: "how",
  wen: "when",
  wher: "where",
  whr: "where",
  wats: "whats",
  hav: "have",
  abt: "about",
  u: "you",
  ur: "your",
  r: "are",
  cn: "can",
  bout: "about",
  info: "information",
  pls: "please",
  plz: "please",
  thx: "thanks",
  tnx: "thanks",
  ty: "thank you",
  im: "i am",
  dont: "do not",
  doesnt: "does not",
  wanna: "want to",
  gonna: "going to",
  hv: "have",
  wud: "would",
  cud: "could",
  msg: "message",
  asap: "soon",
  b4: "before",
  // Text-speak for people and small words ("need sum1 to bild an app w AI").
  sum1: "someone",
  some1: "someone",
  any1: "anyone",
  every1: "everyone",
  ppl: "people",
  w: "with",
  n: "and",
  nd: "and",
  tht: "that",
  dis: "this",
  thru: "through",
  bc: "because",
  cuz: "because",
  coz: "because",
  becuz: "because",
  ya: "you",
};

/**
 * A few spellings visitors use for the same thing, mapped before stemming. Words separated
 * by spaces are a phrase ("ml" is "machine learning"); words separated by "|" are
 * alternatives ("android" may be answered by "android" or "mobile"), which count as one
 * concept, the first word's, when judging how much of a question a passage covers.
 */
const SYNONYMS: Record<string, string> = {
  ml: "machine learning",
  // How visitors name what a page calls exceptions, public figures or mixing data.
  weird: "weird|exceptions|unusual",
  odd: "odd|exceptions|unusual",
  celebrity: "celebrity|impersonation|figures",
  celebrities: "celebrity|impersonation|figures",
  famous: "famous|impersonation|figures",
  person: "person|human|people",
  alone: "alone|automatically",
  // "Mixed together?" is answered by what keeps things separate.
  mixed: "mixed|separate|isolated",
  mix: "mix|separate|isolated",
  chatbot: "chatbot|assistant",
  hospital: "hospital|clinic|healthcare",
  hospitals: "hospital|clinic|healthcare",
  chatbots: "chatbot|assistant",
  llm: "language model",
  llms: "language models",
  chatgpt: "openai gpt",
  ui: "ui|interface",
  ux: "ux|design",
  js: "javascript",
  nodejs: "node",
  reactjs: "react",
  vuejs: "vue",
  cv: "resume",
  cvs: "resume",
  vacancies: "jobs",
  vacancy: "job",
  openings: "jobs",
  roles: "jobs",
  role: "job",
  positions: "jobs",
  hiring: "hiring|jobs",
  cost: "price",
  costs: "price",
  pricing: "price",
  prices: "price",
  rates: "price",
  fees: "price",
  budget: "price",
  email: "mail",
  "e-mail": "mail",
  emails: "mail",
  telephone: "phone",
  tel: "phone",
  ph: "phone",
  located: "office",
  location: "location|office",
  hq: "head office",
  headquarters: "head office",
  gdpr: "privacy",
  nlp: "natural language processing",
  rag: "retrieval augmented generation",
  devops: "cloud deployment",
  crypto: "blockchain",
  web3: "blockchain",
  ios: "ios|mobile",
  android: "android|mobile",
  helpdesk: "help desk",
  maintenance: "maintenance|support",
  site: "website",
  sites: "website",
  built: "build",
  made: "make",
  wrote: "write",
  written: "write",
  ran: "run",
  founded: "founded|since",
  requirements: "requirements|qualifications",
  handwritten: "handwritten|handwriting",
  sense: "sense|feasibility",
  juniors: "juniors|senior",
  junior: "junior|senior",
  tricking: "tricking|injection",
  trick: "trick|injection",
  jailbreak: "jailbreak|injection",
  leaking: "leaking|leakage",
  leak: "leak|leakage",
  sure: "sure|confidence",
  unsure: "unsure|confidence",
  uncertain: "uncertain|confidence",
  medical: "medical|health",
  carbon: "carbon|emissions",
  footprint: "footprint|environmental",
  messy: "messy|quality",
  mess: "mess|quality",
  accessible: "accessible|accessibility|wcag",
  ip: "ip|log",
  requirement: "requirements|qualifications",
  required: "requirements|qualifications",
  // Everyday words for what the site says in its own words (issue 10: a synonym lexicon).
  laws: "laws|law|gdpr|legislation",
  law: "law|gdpr|legislation",
  legal: "legal|law|gdpr",
  type: "type|messages",
  typed: "typed|messages",
  typing: "typing|messages",
  kids: "kids|children|minors",
  kid: "kid|children|minors",
  children: "children|minors",
  child: "child|minors",
  teenager: "teenager|minors",
  mistake: "mistake|accidentally",
  move: "move|migrate|migration",
  port: "port|migrate|migration",
  convert: "convert|migrate|migration",
  rewrite: "rewrite|migrate|migration",
  insurance: "insurance|cover",
  insured: "insured|cover",
  keep: "keep|stored|retain",
  kept: "kept|stored|retain",
  store: "store|stored|retain",
  save: "save|stored",
  copies: "copies|stored",
  copy: "copy|stored",
  erase: "erase|delete",
  remove: "remove|delete",
  wipe: "wipe|delete",
  // "British firms", "agencies": the clients the site calls companies.
  firm: "firm|company",
  firms: "firms|company",
  agencies: "agencies|company",
  organisations: "organisations|company",
  organizations: "organizations|company",
  staff: "staff|employees|team",
  employees: "employees|staff|team",
  workers: "workers|staff|team",
  demos: "demos|demo|progress",
  demo: "demo|progress",
  fortnight: "fortnight|two weeks",
  fortnightly: "fortnightly|two weeks",
  begin: "begin|start",
  kickoff: "kickoff|start",
  old: "old|legacy",
  outdated: "outdated|legacy",
  ancient: "ancient|legacy",
  modernise: "modernise|legacy",
  modernize: "modernise|legacy",
  upgrade: "upgrade|modernise|legacy",
  background: "background|asynchronous|queue",
  responsible: "responsible|controller",
  track: "track|tracking",
  first: "first|introductory|initial",
  consultation: "consultation|meeting|call",
  logs: "logs|transcripts|conversations",
  banned: "banned|limits",
  ban: "ban|limits",
  safe: "safe|security",
  secure: "secure|security",
  fca: "fca|regulator",
  regulator: "regulator|regulation|fca|ico",
  regulators: "regulators|regulation|fca|ico",
  brief: "brief|specification",
  spec: "spec|specification",
  attach: "attach|upload|document",
  upload: "upload|attach|document",
  file: "file|document",
  files: "files|document",
};

/**
 * The term processor of the index and of every query: stop words dropped, synonyms expanded,
 * Porter stems. Returns several terms for one token when a synonym expands.
 */
const processed = new Map<string, string[]>();
const MAX_CACHED_TERMS = 50_000;

export function processTerm(term: string): string[] {
  const cached = processed.get(term);
  if (cached) return cached;
  const result = processUncached(term);
  if (processed.size < MAX_CACHED_TERMS) processed.set(term, result);
  return result;
}

function processUncached(term: string): string[] {
  const token = normalise(term).replace(/'/g, "");
  if (token.length === 0 || STOP_WORDS.has(token)) return [];
  if (token.length === 1 && !/[0-9]/.test(token)) return [];
  const expanded = SYNONYMS[token]?.split(/[ |]/) ?? [token];
  return expanded.filter((word) => !STOP_WORDS.has(word)).map(stem);
}

/** The processed alternatives of a word with "|" synonyms (the word's own term first), else undefined. */
export function alternativesOf(token: string): string[] | undefined {
  const value = SYNONYMS[normalise(token).replace(/'/g, "")];
  if (!value?.includes("|")) return undefined;
  return value.split("|").map(stem);
}

/** Topic terms of a text: tokenized and processed, in order, without duplicates. */
export function terms(text: string): string[] {
  const seen = new Set<string>();
  for (const token of tokenize(text)) for (const term of processTerm(token)) seen.add(term);
  return [...seen];
}

/**
 * Sentences of a passage. Splits after . ! ? followed by a space and a capital letter or digit,
 * so "Node.js", "e.g. this" and "3.5" stay whole.
 */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=["'(\u201c]?[A-Z0-9])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

/** Every word the synonym table knows (for the spelling corrector: these are words, not typos). */
export function synonymWords(): string {
  return Object.keys(SYNONYMS).join(" ");
}

let groups: Map<string, string[]> | undefined;

/** For each word with "|" synonyms, its own term and the terms of its alternatives (computed once). */
export function alternativeGroups(): ReadonlyMap<string, string[]> {
  if (!groups) {
    groups = new Map();
    for (const [word, value] of Object.entries(SYNONYMS)) {
      if (!value.includes("|")) continue;
      const [own, ...others] = value.split("|").map(stem);
      const key = own ?? stem(word);
      groups.set(key, [...new Set([...(groups.get(key) ?? []), ...others.filter((other) => other !== key)])]);
    }
  }
  return groups;
}

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

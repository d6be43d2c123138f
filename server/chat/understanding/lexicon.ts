/**
 * The chat's domain lexicon: the many ways visitors say the same thing, folded into one
 * concept word before a question is classified ("cv", "résumé" → resume; "been around",
 * "how old are you" → founded; "ballpark", "how much" → price). Phrases are matched on whole
 * words, longest first; the concept word stands in for the phrase. The paraphrase bank and
 * the tune examples go through the same folding, so the matcher compares like with like.
 */

/** Concept word → the phrases that mean it (lower case, plain words). */
const CONCEPTS: Record<string, readonly string[]> = {
  price: [
    "price",
    "prices",
    "pricing",
    "priced",
    "cost",
    "costs",
    "costing",
    "fee",
    "fees",
    "rate",
    "rates",
    "hourly rate",
    "hourly rates",
    "day rate",
    "day rates",
    "daily rate",
    "daily rates",
    "charge",
    "charges",
    "budget",
    "ballpark",
    "expensive",
    "cheap",
    "cheaper",
    "affordable",
    "how much",
    "price list",
    "rate card",
    "spend",
    "pay",
  ],
  founded: [
    "founded",
    "established",
    "been around",
    "been in business",
    "in business",
    "existed",
    "how old",
    "how many years",
    "since when",
    "set up",
    "started the company",
    "start the company",
    "founding",
    "inception",
  ],
  location: [
    "based",
    "located",
    "location",
    "headquartered",
    "headquarters",
    "hq",
    "head office",
    "office",
    "offices",
    "address",
    "street address",
    "postal address",
  ],
  phone: ["phone", "telephone", "tel", "phone number", "ring", "whatsapp", "number to call"],
  email: ["email", "e mail", "mail", "email address", "mail address", "e-mail"],
  author: ["wrote", "written", "writer", "author", "authored", "penned", "by whom"],
  published: ["published", "posted", "come out", "came out", "released", "publish", "publication", "date"],
  readtime: [
    "read time",
    "reading time",
    "min read",
    "minute read",
    "quick read",
    "long read",
    "minutes",
    "long to read",
  ],
  timespan: ["week", "weeks", "fortnight", "month", "months", "deadline", "days"],
  job: [
    "job",
    "jobs",
    "role",
    "roles",
    "position",
    "positions",
    "vacancy",
    "vacancies",
    "opening",
    "openings",
    "career",
    "careers",
    "hiring",
    "recruiting",
    "job ad",
    "job ads",
    "job advert",
  ],
  resume: ["cv", "cvs", "resume", "resumes", "résumé", "curriculum vitae"],
  remote: ["remote", "remotely", "work from home", "from home", "wfh", "abroad", "another country"],
  perks: ["perks", "perk", "benefits", "benefit", "employee benefits", "what do employees get"],
  tech: [
    "tech",
    "technology",
    "technologies",
    "stack",
    "tech stack",
    "tools",
    "tool",
    "framework",
    "frameworks",
    "language",
    "languages",
    "libraries",
    "library",
    "built with",
    "built on",
    "made with",
  ],
  result: [
    "result",
    "results",
    "outcome",
    "outcomes",
    "impact",
    "achieve",
    "achieved",
    "roi",
    "numbers",
    "effect",
  ],
  delete: ["delete", "deleted", "erase", "erased", "remove", "removed", "deletion", "erasure", "wipe"],
  human: [
    "human",
    "real person",
    "actual person",
    "live person",
    "live agent",
    "agent",
    "representative",
    "somebody",
    "someone",
    "a person",
    "sales team",
    "salesperson",
  ],
  book: [
    "book",
    "booking",
    "schedule",
    "calendar",
    "calendly",
    "slot",
    "appointment",
    "call",
    "demo",
    "meeting",
  ],
  quote: ["quote", "quotation", "estimate", "estimation", "proposal"],
  minor: [
    "minor",
    "minors",
    "child",
    "children",
    "kid",
    "kids",
    "son",
    "daughter",
    "teenager",
    "under 18",
    "underage",
  ],
  hours: ["opening hours", "business hours", "office hours", "open", "opened", "close", "closing", "closed"],
  ceo: [
    "ceo",
    "chief executive",
    "boss",
    "managing director",
    "head honcho",
    "runs the company",
    "in charge",
  ],
  cto: [
    "cto",
    "chief technology officer",
    "technical lead",
    "tech lead",
    "tech side",
    "technical side",
    "technology side",
    "engineering side",
  ],
  app: ["app", "apps", "application", "applications"],
  website: ["website", "websites", "site", "web site", "webpage"],
  chatbot: ["chatbot", "chat bot", "bot", "assistant", "virtual assistant"],
  different: [
    "difference",
    "differences",
    "different",
    "differ",
    "vs",
    "versus",
    "compare",
    "compared",
    "comparison",
  ],
  startup: ["startup", "startups", "start up", "start ups", "early stage"],
  ecommerce: [
    "ecommerce",
    "e commerce",
    "online shop",
    "online store",
    "webshop",
    "web shop",
    "shopify store",
  ],
  count: ["how many", "number of", "count"],
  free: ["free", "for free", "no charge", "free of charge", "without paying"],
  llm: [
    "claude",
    "anthropic",
    "gemini",
    "llama",
    "mistral",
    "cohere",
    "deepseek",
    "grok",
    "bard",
    "copilot",
    "open source models",
    "open source llms",
    "open weight models",
    "local models",
  ],
  seniority: [
    "junior",
    "juniors",
    "senior",
    "seniors",
    "inexperienced",
    "graduates",
    "interns doing the work",
    "experienced people",
  ],
};

type Rule = { words: string[]; concept: string };

const RULES: Rule[] = Object.entries(CONCEPTS)
  .flatMap(([concept, phrases]) =>
    phrases.map((phrase) => ({ words: phrase.replace(/-/g, " ").split(/\s+/), concept })),
  )
  .sort((a, b) => b.words.length - a.words.length);

const FIRST_WORDS = new Set(RULES.map((rule) => rule.words[0]));

/**
 * The words with every lexicon phrase replaced by its concept word, marked "#" so it cannot
 * be confused with a typed word ("#price").
 */
export function foldConcepts(words: readonly string[]): string[] {
  const folded: string[] = [];
  let at = 0;
  while (at < words.length) {
    const word = words[at] as string;
    let rule: Rule | undefined;
    if (FIRST_WORDS.has(word)) {
      rule = RULES.find((candidate) => candidate.words.every((part, offset) => words[at + offset] === part));
    }
    if (rule) {
      folded.push(`#${rule.concept}`);
      at += rule.words.length;
    } else {
      folded.push(word);
      at += 1;
    }
  }
  return folded;
}

/** Every word of the lexicon's phrases (for the spelling corrector: these are words, not typos). */
export function lexiconWords(): string {
  return Object.values(CONCEPTS).flat().join(" ");
}

const LEXICON_WORDS = new Set(
  Object.values(CONCEPTS).flatMap((phrases) => phrases.flatMap((phrase) => phrase.split(/\s+/))),
);

/** Whether a word is one of the lexicon's (a word visitors use for something the site covers). */
export function isLexiconWord(word: string): boolean {
  return LEXICON_WORDS.has(word);
}

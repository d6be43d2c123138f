import { termOf } from "./text.ts";

/**
 * Words that mean the same in a visitor's question and on a website, in general English: a
 * question about "customers" is about clients, "how old" asks since when. Groups only; no
 * group names the company, its people or its products.
 */
const GROUPS: readonly string[] = [
  "client clients customer customers",
  "since founded start started starting established began begin old age year",
  "price prices pricing cost costs fee fees budget charge rate rates expensive cheap afford",
  "mobile iphone ios android phone app apps",
  "web website websites site sites webapp",
  "staff employees people team teams colleagues",
  "retention retain stay stick loyal",
  "progress update updates report reports",
  "own ownership owner hostage ip intellectual property code",
  "hire hiring recruit recruiting job jobs vacancy vacancies position positions opening openings career careers",
  "remote remotely home anywhere distributed",
  "requirement requirements require qualifications qualification skills experience",
  "salary pay compensation benefits perks",
  "delete deletion erase erasure remove removal",
  "keep kept store stored retain retention",
  "security secure safe safety protect protection",
  "chatbot chatbots assistant assistants bot bots conversational",
  "ai artificial intelligence",
  "ml machine learning",
  "llm llms gpt language model models",
  "automate automation automating automated",
  "forecast forecasting predict prediction predictive",
  "mission purpose vision why",
  "value values principles",
  "train training teach teaching onboarding handover",
  "deadline timeline time long weeks months duration quickly soon fast",
  "start kick begin",
  "blockchain web3 crypto smart contract contracts",
  "nda confidential confidentiality",
  "offer offering offerings provide choose pick select option options",
  "chat chats conversation conversations transcript transcripts",
  "boss chief head leader leads runs ceo",
  "wrote write written writer author authored",
  "forever indefinitely permanently",
  "stuck locked lock tied hostage dependent dependency",
  "piece article post write-up",
  "old outdated legacy ageing aging creaky ancient",
  "often frequently frequency regularly regular every weekly daily monthly",
  "exact precise",
];

const groupsOf = new Map<string, Set<string>>();
for (const group of GROUPS) {
  const members = new Set(group.split(" ").map(termOf));
  for (const member of members) groupsOf.set(member, new Set([...(groupsOf.get(member) ?? []), ...members]));
}

/** A term and the terms that mean the same. */
export function sameAs(term: string): ReadonlySet<string> {
  return groupsOf.get(term) ?? new Set([term]);
}

/** A query's terms with the terms that mean the same, each once. */
export function expanded(terms: readonly string[]): string[] {
  return [...new Set(terms.flatMap((term) => [...sameAs(term)]))];
}

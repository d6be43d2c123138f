/**
 * A sentence as the sentence encoder sees it (ADR 442): every named thing replaced by a plain
 * phrase of its kind ("tell me about this project"), in examples and questions alike, so that
 * the vectors compare what is asked rather than which thing it is asked about.
 */
import type { EntityType } from "./catalogue.ts";
import type { Mention } from "./entity-recogniser.ts";
import { nameWords } from "./entity-recogniser.ts";

const KIND_PHRASE: Record<EntityType, string> = {
  service: "this service",
  technology: "this technology",
  techGroup: "these technologies",
  project: "this project",
  projectCategory: "these projects",
  caseStudy: "this case study",
  post: "this article",
  techTalk: "this talk",
  job: "this job",
  department: "this team",
  person: "this person",
  privacy: "personal data",
};

/** The words of a question, each named thing replaced by its kind's phrase. */
export function maskedSentence(text: string, mentions: readonly Mention[]): string {
  const words = nameWords(text).map((token) => token.word);
  const result: string[] = [];
  for (let index = 0; index < words.length; index++) {
    const mention = mentions.find((candidate) => candidate.start === index);
    if (mention) {
      const kind = mention.entities[0]?.type;
      result.push(kind ? KIND_PHRASE[kind] : "this");
      index = mention.end - 1;
    } else result.push(words[index] as string);
  }
  return result.join(" ");
}

/** An example question with its placeholders ("{service}") and names replaced the same way. */
export function maskedExample(text: string, recognise: (text: string) => readonly Mention[]): string {
  return text
    .split(/(\{\w+\})/)
    .map((part) => {
      const placeholder = part.match(/^\{(\w+)\}$/);
      if (placeholder) return KIND_PHRASE[placeholder[1] as EntityType] ?? "this";
      return maskedSentence(part, recognise(part));
    })
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}

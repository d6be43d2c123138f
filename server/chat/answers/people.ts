import { chatWording } from "../../../app/content/chat-answers.ts";
import type { Knowledge } from "../knowledge/build.ts";
import type { Item } from "../knowledge/catalogue.ts";
import { expanded } from "../language/synonyms.ts";
import type { Question } from "../reading/question.ts";
import { ANSWERING_COVERAGE, coverage } from "./passages.ts";
import { bulletLines, type Reply, reply } from "./reply.ts";

/** "Who founded…?", "who looks after delivery?": the people whose own statements hold the question. */
export function peopleReply(knowledge: Knowledge, question: Question): Reply | undefined {
  if (question.form !== "who" || question.terms.length === 0) return undefined;
  const hits = knowledge.search(expanded(question.terms), (passage) => passage.item?.kind === "person");
  const best = hits[0];
  if (!best || coverage(knowledge, question.terms, best) < ANSWERING_COVERAGE) return undefined;
  const people = [
    ...new Set(hits.filter((hit) => hit.score >= best.score * 0.8).map((hit) => hit.passage.item as Item)),
  ].slice(0, 3);
  const text = `${bulletLines(people.map((person) => `[${person.name}](${person.url}): ${person.summary}`))}`;
  return reply(
    `${text}\n${chatWording.readMore(people[0]?.name ?? "", people[0]?.url ?? "/about")}`,
    "answer",
    "people",
    people.map((person) => person.url),
  );
}

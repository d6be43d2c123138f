/**
 * What an answer builder is given: the question as understood, the entities it is about
 * (named in the message or carried over from the conversation), and the site's knowledge,
 * including retrieval of the best sentences within one page or section ("scoped" retrieval).
 */
import type { Passage } from "../passages.ts";
import type { SearchIndex } from "../search-index.ts";
import type { Entity, EntityType } from "../understanding/catalogue.ts";
import type { EntityRecogniser } from "../understanding/entity-recogniser.ts";
import type { Question } from "../understanding/question.ts";
import type { Reply } from "./compose.ts";

export type Knowledge = {
  index: SearchIndex;
  entities: EntityRecogniser;
  /** The passages of one page ("/portfolio/markaid"), or of one section ("/privacy-policy#minors"). */
  passagesOn(url: string): Passage[];
  /** The passages of a page and every page below it ("/blog" and "/blog/…"). */
  passagesUnder(prefix: string): Passage[];
};

export type BuildContext = {
  topic: string;
  question: Question;
  /** Entities of the kinds the topic is about, named in the message or carried over. */
  entities: Entity[];
  /** Those of them the message itself names (not carried over from the conversation). */
  named: Entity[];
  knowledge: Knowledge;
};

export type Builder = (context: BuildContext) => Reply | undefined;

/** Entities of one kind among the context's entities. */
export function ofType(context: BuildContext, type: EntityType): Entity[] {
  return context.entities.filter((entity) => entity.type === type);
}

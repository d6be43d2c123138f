/**
 * Dialogue state: what the conversation is about, so follow-ups and pronouns resolve ("and
 * how long does it take?", "what about the other one?", "who wrote it?"). The state is never
 * read from the history the client sends: the server replays the visitor's own earlier
 * messages through the answerer and keeps the state its own replies produced, so reply text
 * a client makes up cannot steer it.
 */
import type { Reply } from "./builders/compose.ts";
import type { Passage } from "./passages.ts";
import type { Entity } from "./understanding/catalogue.ts";

export type DialogueState = {
  /** The intent of the last answer. */
  topic?: string;
  /** What the last answer was about (most important first). */
  about: readonly Entity[];
  /** What the last answer listed, in the order shown ("tell me about the second one"). */
  listed?: readonly Entity[];
  /** The sections the last answer was built from ("and the contact form?" is looked for there first). */
  sources?: readonly string[];
};

export const EMPTY_STATE: DialogueState = { about: [] };

/** At most this many of the visitor's earlier messages are replayed. */
export const MAX_REPLAYED_TURNS = 10;

/** A message answered: the reply, the state after it, and the pages and passages it used. */
export type Turn = {
  reply: Reply;
  state: DialogueState;
  sources: string[];
  context?: Passage[];
  coverage?: number;
};

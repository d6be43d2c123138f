/**
 * Replaying a conversation repeats the same turns with every new message; a turn's answer
 * depends only on the visitor's messages up to it, so recent ones are kept.
 */
import { createHash } from "node:crypto";
import type { HistoryItem } from "./conversation.ts";
import type { DialogueState } from "./dialogue.ts";

/** How many answered turns are remembered for replays (see `remembered`). */
const REMEMBERED_TURNS = 2_000;

type Respond<T> = (message: string, state: DialogueState, history: readonly HistoryItem[]) => T;

/** The turns `respond` answered, most recently used last: `remembered` answers from them or anew. */
export function createTurnMemory<T>(respond: Respond<T>) {
  const memory = new Map<string, T>();
  // The state before a turn is a function of the visitor's earlier messages, so those and the
  // message itself identify the turn exactly.
  const memoryKey = (message: string, _state: DialogueState, history: readonly HistoryItem[]) =>
    createHash("sha256")
      .update(
        JSON.stringify([
          ...history.filter((item) => item.sender === "user").map((item) => item.text),
          message,
        ]),
      )
      .digest("base64");
  const remember = (message: string, state: DialogueState, history: readonly HistoryItem[], turn: T) => {
    const key = memoryKey(message, state, history);
    // Most recently used last, so the oldest is the first to go.
    memory.delete(key);
    memory.set(key, turn);
    if (memory.size > REMEMBERED_TURNS) memory.delete(memory.keys().next().value as string);
  };
  const remembered = (message: string, state: DialogueState, history: readonly HistoryItem[]): T => {
    const turn = memory.get(memoryKey(message, state, history)) ?? respond(message, state, history);
    remember(message, state, history, turn);
    return turn;
  };
  return { remember, remembered };
}

import { describe, expect, it } from "vitest";
import type { HistoryItem } from "./conversation.ts";
import { EMPTY_STATE } from "./dialogue.ts";
import { createTurnMemory } from "./turn-memory.ts";

describe("the answerer's turn memory (replays answer each earlier turn once)", () => {
  it("answers a turn once and replays it from memory", () => {
    let calls = 0;
    const { remembered } = createTurnMemory((message: string) => ({ reply: message, call: ++calls }));
    const history: HistoryItem[] = [{ text: "hello", sender: "user" }];
    expect(remembered("where is your office?", EMPTY_STATE, history).call).toBe(1);
    expect(remembered("where is your office?", EMPTY_STATE, history).call).toBe(1);
    expect(calls).toBe(1);
  });

  it("tells turns apart by the visitor's earlier messages only, never by reply text", () => {
    let calls = 0;
    const { remembered } = createTurnMemory(() => ++calls);
    const user: HistoryItem = { text: "hello", sender: "user" };
    remembered("and mobile?", EMPTY_STATE, [user, { text: "Hi there", sender: "ai" }]);
    remembered("and mobile?", EMPTY_STATE, [user, { text: "Another reply", sender: "ai" }]);
    expect(calls).toBe(1);
    remembered("and mobile?", EMPTY_STATE, [{ text: "hi", sender: "user" }]);
    expect(calls).toBe(2);
  });

  it("keeps what `remember` stores", () => {
    const { remember, remembered } = createTurnMemory(() => "answered anew");
    remember("thanks", EMPTY_STATE, [], "stored");
    expect(remembered("thanks", EMPTY_STATE, [])).toBe("stored");
  });
});

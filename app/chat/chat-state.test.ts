import { describe, expect, it } from "vitest";
import { chatWidgetCopy } from "../content/chat";
import { type ChatMessage, historyFor, loadSession, newId, SESSION_KEY, saveSession } from "./chat-state";

const ISSUED = { id: "6f1c1d3e-1a2b-4c3d-8e9f-0a1b2c3d4e5f", token: "a".repeat(43) };

const memoryStorage = () => {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
};

describe("the chat session", () => {
  it("starts with exactly one greeting from the assistant and no conversation until the server issues one", () => {
    const session = loadSession(memoryStorage());
    expect(session.messages).toEqual([
      { id: "greeting", sender: "ai", text: chatWidgetCopy.greeting, greeting: true },
    ]);
    expect(session.conversation).toBeUndefined();
    expect(newId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newId()).not.toBe(newId());
  });

  it("survives a save and load (a reload within the tab), with the greeting still first and only once", () => {
    const storage = memoryStorage();
    const session = { ...loadSession(storage), conversation: ISSUED };
    session.messages.push({ id: "1", sender: "user", text: "hi" }, { id: "2", sender: "ai", text: "Hello!" });
    saveSession(storage, session);
    const restored = loadSession(storage);
    expect(restored.conversation).toEqual(ISSUED);
    expect(restored.messages.map((message) => message.text)).toEqual([
      chatWidgetCopy.greeting,
      "hi",
      "Hello!",
    ]);
  });

  it("starts afresh when what is stored is unreadable", () => {
    for (const stored of [
      "{",
      '{"conversationId":"x","messages":[]}',
      '{"conversationId":"6f1c1d3e-1a2b-4c3d-8e9f-0a1b2c3d4e5f","messages":[{"sender":"bot"}]}',
    ]) {
      const storage = memoryStorage();
      storage.setItem(SESSION_KEY, stored);
      expect(loadSession(storage).messages).toHaveLength(1);
    }
  });

  it("keeps the messages of a session saved before the server issued conversations, without its id", () => {
    const storage = memoryStorage();
    storage.setItem(
      SESSION_KEY,
      JSON.stringify({
        conversationId: ISSUED.id,
        messages: [{ id: "1", sender: "user", text: "hi" }],
        leadSent: true,
      }),
    );
    const restored = loadSession(storage);
    expect(restored.conversation).toBeUndefined();
    expect(restored.leadSent).toBeUndefined();
    expect(restored.messages.map((message) => message.text)).toEqual([chatWidgetCopy.greeting, "hi"]);
    for (const conversation of [
      { id: "x", token: ISSUED.token },
      { id: ISSUED.id, token: "short" },
    ]) {
      storage.setItem(SESSION_KEY, JSON.stringify({ conversation, messages: [] }));
      expect(loadSession(storage).conversation).toBeUndefined();
    }
  });

  // SPEC §3: "history (earlier messages without the first greeting)"
  it("sends earlier messages without the greeting as history, at most the last 20", () => {
    const messages: ChatMessage[] = [
      { id: "greeting", sender: "ai", text: chatWidgetCopy.greeting, greeting: true },
      ...Array.from(
        { length: 25 },
        (_, index): ChatMessage => ({
          id: String(index),
          sender: index % 2 === 0 ? "user" : "ai",
          text: `message ${index}`,
        }),
      ),
    ];
    expect(historyFor(messages.slice(0, 3))).toEqual([
      { text: "message 0", sender: "user" },
      { text: "message 1", sender: "ai" },
    ]);
    const history = historyFor(messages);
    expect(history).toHaveLength(20);
    expect(history[0]).toEqual({ text: "message 5", sender: "ai" });
    expect(history.some((item) => item.text === chatWidgetCopy.greeting)).toBe(false);
  });
});

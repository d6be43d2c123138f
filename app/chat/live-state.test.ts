import { describe, expect, it } from "vitest";
import { liveChatCopy } from "../content/live-chat";
import { type ChatSession, loadSession, newSession, saveSession } from "./chat-state";
import { applyLiveEvent } from "./live-state";

const at = "2026-12-07T10:00:00.000Z";

function waiting(): ChatSession {
  return {
    ...newSession(),
    conversation: { id: "7c6f4a38-3f9b-4c39-8d0e-2f5b8a1c9d10", token: "A".repeat(43) },
    live: { status: "waiting", agentName: null, lastSeq: 1, waitUntil: at, expectReply: null },
  };
}

describe("the window's live state (issue 30)", () => {
  it('"‹Name› joined", then the team\'s replies, each event once however often it arrives', () => {
    let session = waiting();
    const joined = { seq: 2, type: "status", status: "joined", author: "Sam", at } as const;
    const reply = { seq: 3, type: "message", sender: "team", text: "Hello!", author: "Sam", at } as const;
    session = applyLiveEvent(session, joined);
    session = applyLiveEvent(session, joined);
    session = applyLiveEvent(session, reply);
    session = applyLiveEvent(session, reply);
    expect(session.live).toMatchObject({ status: "joined", agentName: "Sam", lastSeq: 3, waitUntil: null });
    const added = session.messages.slice(1);
    expect(added.map((message) => message.text)).toEqual([liveChatCopy.joined("Sam"), "Hello!"]);
    expect(added[1]).toMatchObject({ sender: "team", author: "Sam", seq: 3 });
  });

  it("the visitor's own messages from the stream are not added twice; close hands back to the assistant", () => {
    let session = waiting();
    session = applyLiveEvent(session, {
      seq: 2,
      type: "message",
      sender: "visitor",
      text: "hi",
      author: null,
      at,
    });
    expect(session.messages).toHaveLength(1);
    session = applyLiveEvent(session, { seq: 3, type: "status", status: "closed", author: "Sam", at });
    expect(session.live?.status).toBe("closed");
    expect(session.messages.at(-1)?.text).toBe(liveChatCopy.closed("Sam"));
  });

  it("survives a reload within the tab (sessionStorage)", () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    const session = applyLiveEvent(waiting(), {
      seq: 2,
      type: "status",
      status: "joined",
      author: "Sam",
      at,
    });
    saveSession(storage, session);
    expect(loadSession(storage).live).toEqual(session.live);
  });
});

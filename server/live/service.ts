import { randomUUID } from "node:crypto";
import type { LiveRequestAnswer, LiveStatus } from "../../app/chat/live-protocol.ts";
import { liveChatCopy, liveChatReplyTimes } from "../../app/content/live-chat.ts";
import { ApiError } from "../api/errors.ts";
import { issueConversation, proveConversation } from "../chat/conversation-access.ts";
import type { Config } from "../config.ts";
import type { ChatStore } from "../store/chat-store.ts";
import type { NewOutboxMessage } from "../store/types.ts";
import { describeOpening, isOpen, nextOpening } from "./hours.ts";
import type { LiveHub } from "./hub.ts";
import { LIVE_NOTIFY_TEAM, LIVE_REPLY, LIVE_WEBHOOK, LIVE_WEBHOOK_EVENT } from "./outbox.ts";
import type { LiveSettings } from "./settings.ts";
import { type LiveConversation, LiveConversationFullError, type LiveStore, type Stored } from "./store.ts";

/**
 * What the visitor's and the team's routes do, in one place: every change is stored first
 * (with its outbox rows in the same transaction), then announced on the bus.
 */

export const UNKNOWN_CONVERSATION = "This conversation is not available any more. Please start a new one.";
export const NOT_LIVE = "No one from the team is in this conversation.";
export const CONVERSATION_FULL =
  "This live conversation has reached its limit. The team will answer by e-mail.";
export const TAKEN = "Someone else from the team has already joined this conversation.";
export const NEEDS_NAME = "Set the name visitors see before joining a conversation.";

export type LiveService = ReturnType<typeof createLiveService>;

/** Phrases that ask for a human ("can I talk to a person", "real human", "agent please"). */
const ASKS_FOR_PERSON =
  /\b(human|real person|a person|someone real|live (?:agent|chat|person)|(?:an?|your) (?:agent|operator)|talk to (?:someone|somebody|a person|the team|your team|a human)|speak (?:to|with) (?:someone|somebody|a person|the team|a human))\b/i;

export function asksForPerson(message: string): boolean {
  return ASKS_FOR_PERSON.test(message);
}

export function createLiveService(options: {
  store: LiveStore;
  chatStore: Pick<ChatStore, "conversationCredentials">;
  hub: LiveHub;
  settings: LiveSettings;
  config: Pick<Config, "webhookUrl" | "siteUrl">;
  clock?: () => Date;
}) {
  const { store, hub, settings } = options;
  const now = options.clock ?? (() => new Date());

  async function announce(stored: Stored | { event?: { seq: number }; conversation: LiveConversation }) {
    if (stored.event) await hub.stored(stored.conversation.conversationId, stored.event.seq);
    else await hub.queueChanged();
  }

  /** The conversation the visitor's secret proves, or 404 (one answer for unknown and unproven). */
  async function proven(conversationId: string, token: string): Promise<string> {
    const credentials = await proveConversation(options.chatStore, {
      conversationId,
      conversationToken: token,
    });
    if (!credentials) throw new ApiError(404, UNKNOWN_CONVERSATION);
    return credentials.id;
  }

  /** When the team answers by e-mail, in words for the visitor. */
  function expectReply(at: Date): string {
    const { hours } = settings;
    if (hours.kind === "never") return liveChatReplyTimes.noHours;
    if (isOpen(hours, at)) return liveChatReplyTimes.duringHours;
    const opening = nextOpening(hours, at);
    if (!opening || hours.kind !== "weekly") return liveChatReplyTimes.noHours;
    return liveChatReplyTimes.afterOpening(describeOpening(opening, at, hours.timeZone));
  }

  function visitorState(conversation: LiveConversation, at: Date) {
    return {
      status: conversation.status,
      seq: conversation.lastSeq,
      agentName: conversation.agentName,
      waitUntil:
        conversation.status === "waiting"
          ? new Date(conversation.requestedAt.getTime() + settings.joinTimeoutMs).toISOString()
          : null,
      expectReply: conversation.status === "offline" ? expectReply(at) : null,
    };
  }

  return {
    proven,
    expectReply,

    /** The visitor presses "Talk to a person". */
    async request(input: {
      proof?: { conversationId: string; conversationToken: string };
      page: string | null;
    }): Promise<LiveRequestAnswer> {
      const at = now();
      let conversationId: string;
      let issuedToken: string | undefined;
      if (input.proof) {
        conversationId = await proven(input.proof.conversationId, input.proof.conversationToken);
      } else {
        const issued = issueConversation(randomUUID());
        await store.createConversation(issued.conversationId, issued.tokenHash, at);
        conversationId = issued.conversationId;
        issuedToken = issued.token;
      }
      const open = isOpen(settings.hours, at);
      const available = open ? await store.availableAgents(new Date(at.getTime() - settings.agentSeenMs)) : 0;
      const outbox: NewOutboxMessage[] = [];
      if (options.config.webhookUrl)
        outbox.push({
          kind: LIVE_WEBHOOK,
          payload: {
            event: LIVE_WEBHOOK_EVENT,
            conversationId,
            page: input.page,
            requestedAt: at.toISOString(),
          },
        });
      if (available === 0)
        outbox.push({ kind: LIVE_NOTIFY_TEAM, payload: { conversationId, page: input.page } });
      const result = await store.request(conversationId, {
        status: open ? "waiting" : "offline",
        page: input.page,
        at,
        outbox,
      });
      if (result.started) await announce(result);
      const state = visitorState(result.conversation, at);
      // In hours with nobody available, the conversation waits in the queue (and the team is
      // e-mailed), but the visitor is not kept waiting: the window offers the e-mail path at once.
      const waitUntil =
        state.status === "waiting" && available === 0 && result.started ? at.toISOString() : state.waitUntil;
      return {
        conversationId,
        ...(issuedToken ? { conversationToken: issuedToken } : {}),
        status: state.status,
        seq: state.seq,
        waitUntil,
        expectReply: state.status === "offline" || available === 0 ? expectReply(at) : null,
      };
    },

    /** The visitor's window after a reload: where the live part stands. */
    async visitorStatus(conversationId: string) {
      const conversation = await store.get(conversationId);
      if (!conversation)
        return {
          status: "closed" as LiveStatus,
          seq: 0,
          agentName: null,
          waitUntil: null,
          expectReply: null,
        };
      return visitorState(conversation, now());
    },

    /**
     * A visitor's message while a person is asked for or in the conversation: stored and
     * pushed to the team; undefined when no person is involved (the assistant answers).
     */
    async visitorMessage(conversationId: string, text: string, page: string | null) {
      const conversation = await store.get(conversationId);
      if (!conversation || (conversation.status !== "waiting" && conversation.status !== "joined"))
        return undefined;
      try {
        const stored = await store.appendMessage(conversationId, {
          sender: "visitor",
          text,
          author: null,
          at: now(),
          page,
        });
        if (!stored) return undefined;
        await announce(stored);
        return stored;
      } catch (error) {
        if (error instanceof LiveConversationFullError) throw new ApiError(409, CONVERSATION_FULL);
        throw error;
      }
    },

    async visitorTyping(conversationId: string) {
      await hub.typing(conversationId, "visitor", null);
    },

    /** The visitor's window stopped waiting (nobody joined in time): the team answers by e-mail. */
    async giveUpWaiting(conversationId: string) {
      const at = now();
      const stored = await store.changeStatus(conversationId, {
        from: ["waiting"],
        to: "offline",
        author: null,
        at,
      });
      if (stored) await announce(stored);
      const conversation = stored?.conversation ?? (await store.get(conversationId));
      if (!conversation) throw new ApiError(404, UNKNOWN_CONVERSATION);
      return { ...visitorState(conversation, at), expectReply: expectReply(at) };
    },

    // ── The team ───────────────────────────────────────────────────────────
    async join(conversationId: string, agentId: string) {
      const agent = await store.agent(agentId);
      if (!agent?.name) throw new ApiError(409, NEEDS_NAME);
      const result = await store.join(conversationId, agent, now());
      if (!result) {
        if (!(await store.get(conversationId))) throw new ApiError(404, "No live conversation with this id.");
        throw new ApiError(409, TAKEN);
      }
      if (result.event) await announce({ event: result.event, conversation: result.conversation });
      return result.conversation;
    },

    /**
     * A team member's reply. In a conversation they joined it goes to the window; in one
     * that went to e-mail (offline) it is also e-mailed to the address the visitor left.
     */
    async teamMessage(conversationId: string, agentId: string, text: string) {
      const conversation = await store.get(conversationId);
      if (!conversation) throw new ApiError(404, "No live conversation with this id.");
      const agent = await store.agent(agentId);
      if (!agent?.name) throw new ApiError(409, NEEDS_NAME);
      if (conversation.status === "joined" && conversation.agentId !== agentId)
        throw new ApiError(409, TAKEN);
      if (conversation.status === "waiting" || conversation.status === "closed")
        throw new ApiError(409, "Join the conversation before replying.");
      const outbox: (NewOutboxMessage & { leadId?: string | null })[] = [];
      if (conversation.status === "offline") {
        const contact = await store.visitorContact(conversationId);
        if (contact)
          outbox.push({
            kind: LIVE_REPLY,
            leadId: contact.leadId,
            payload: { to: contact.email, name: contact.name, agent: agent.name, text, conversationId },
          });
      }
      try {
        const stored = await store.appendMessage(conversationId, {
          sender: "team",
          text,
          author: agent.name,
          at: now(),
          outbox,
        });
        if (!stored) throw new ApiError(404, "No live conversation with this id.");
        await announce(stored);
        return { ...stored, emailed: outbox.length > 0 };
      } catch (error) {
        if (error instanceof LiveConversationFullError) throw new ApiError(409, CONVERSATION_FULL);
        throw error;
      }
    },

    async teamTyping(conversationId: string, agentId: string) {
      const agent = await store.agent(agentId);
      await hub.typing(conversationId, "team", agent?.name ?? null);
    },

    /** Closes the conversation: the assistant answers the visitor again. Only the one who joined closes a joined one. */
    async close(conversationId: string, agentId: string) {
      const current = await store.get(conversationId);
      if (!current) throw new ApiError(404, "No live conversation with this id.");
      if (current.status === "joined" && current.agentId !== agentId) throw new ApiError(409, TAKEN);
      const agent = await store.agent(agentId);
      const stored = await store.changeStatus(conversationId, {
        from: current.status === "joined" ? ["joined"] : ["waiting", "offline"],
        to: "closed",
        ...(current.status === "joined" ? { agentId } : {}),
        author: agent?.name ?? null,
        at: now(),
      });
      if (!stored) throw new ApiError(409, "This conversation is already closed.");
      await announce(stored);
      return stored.conversation;
    },

    /** A team member's name and "Available" switch. */
    async saveAgent(agentId: string, input: { name: string; available: boolean }) {
      await store.saveAgent({ id: agentId, name: input.name, available: input.available, at: now() });
      await hub.queueChanged();
    },

    heldForPerson: liveChatCopy.heldForPerson,
  };
}

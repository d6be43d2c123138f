import type { LeadAttribution, LeadStatus, LeadType } from "./lead-metadata.ts";

/**
 * What the admin API answers, shared by the server that builds the answers
 * (server/admin) and the inbox screens that read them (app/admin), so the browser
 * never imports server code to know a shape.
 */

/**
 * A lead as the admin API, the webhooks and the inbox show it: every field the visitor
 * sent (`fields`, verbatim), the team's status and notes, and the attachment's metadata
 * with the URL that serves its bytes to an authorised caller.
 */
export type LeadJson = {
  id: string;
  type: LeadType;
  status: LeadStatus;
  name: string;
  email: string;
  createdAt: string;
  fields: Record<string, unknown>;
  notes: string | null;
  /** Where the lead came from (issue 13): only the values that are known. */
  attribution: LeadAttribution;
  /** A chat lead's conversation (GET /admin/api/conversations/:id), while it is kept. */
  conversationId: string | null;
  attachments: {
    id: string;
    filename: string;
    contentType: string;
    size: number;
    sha256: string;
    url: string;
  }[];
};

/** Leads per week by type, for the inbox chart; `weekStart` is a Monday (UTC date). */
export type WeeklyCounts = { weekStart: string; counts: Record<LeadType, number> };

/**
 * Issue 13: a support chat conversation as GET /admin/api/conversations lists it: when it
 * started and last moved, how many messages, the visitor's first question, and the chat
 * lead it produced (GET /admin/api/leads/:leadId), if any.
 */
export type ConversationSummaryJson = {
  id: string;
  startedAt: string;
  lastMessageAt: string;
  messageCount: number;
  firstQuestion: string | null;
  leadId: string | null;
};

/** One conversation with its whole transcript (GET /admin/api/conversations/:id). */
export type ConversationJson = ConversationSummaryJson & {
  pages: string[];
  messages: { seq: number; sender: "user" | "ai"; text: string; at: string; page: string | null }[];
};

export type ConversationList = {
  conversations: ConversationSummaryJson[];
  total: number;
  nextCursor: string | null;
};

import type {
  ConversationJson,
  ConversationList,
  ConversationSummaryJson,
  LeadJson,
  WeeklyCounts,
} from "../schemas/admin-api";
import type { InsightsReport, InsightsTable } from "../schemas/insights-report";
import type { LeadStatus, LeadType } from "../schemas/lead-metadata";

/**
 * The admin screens' only way to the server: same-origin fetches to /admin/api with
 * the session cookie (sent by the browser, never readable here) and, on every state
 * change, the session's CSRF token in a header.
 */

export type {
  ConversationJson,
  ConversationList,
  ConversationSummaryJson,
  LeadJson,
  LeadStatus,
  LeadType,
  WeeklyCounts,
};

export type LeadList = { leads: LeadJson[]; total: number; nextCursor: string | null };
export type ErasureCounts = { leads: number; attachments: number; outbox: number; conversations: number };
export type AuditEntry = {
  id: string;
  at: string;
  actor: string;
  action: string;
  details: Record<string, unknown>;
};
/** Issue 30: the live chat's queue item, conversation and saved replies (server/live/team-routes.ts). */
export type LiveQueueItem = {
  id: string;
  status: "waiting" | "joined" | "closed" | "offline";
  requestedAt: string;
  updatedAt: string;
  agentName: string | null;
  page: string | null;
  lastVisitorText: string | null;
  lastVisitorAt: string | null;
  lastSeq: number;
};
export type LiveQueue = { conversations: LiveQueueItem[]; availableAgents: number };
export type LiveTranscriptLine = {
  sender: "visitor" | "assistant" | "team" | "status";
  text: string;
  author: string | null;
  at: string;
  page: string | null;
};
export type LiveConversationView = {
  conversation: LiveQueueItem;
  mine: boolean;
  contact: { email: string; name: string; leadId: string } | null;
  transcript: LiveTranscriptLine[];
};
export type LiveAgent = { name: string; available: boolean };
export type SavedReply = { shortcut: string; text: string; updatedAt: string };

export type SessionState =
  | { signedIn: true; csrfToken: string; expiresAt: string }
  | { signedIn: false; configured: boolean };

export class ApiFailure extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** What to tell the team when a call failed: the server's own words, or `fallback` for anything else. */
export function failureMessage(failure: unknown, fallback: string): string {
  return failure instanceof ApiFailure ? failure.message : fallback;
}

let csrfToken: string | null = null;
let onSignedOut: (() => void) | null = null;

/** Called when the server says the session is gone (expired, signed out elsewhere). */
export function whenSignedOut(callback: () => void) {
  onSignedOut = callback;
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (body !== undefined) headers["content-type"] = "application/json";
  if (method !== "GET" && csrfToken) headers["x-csrf-token"] = csrfToken;
  let response: Response;
  try {
    response = await fetch(`/admin/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch {
    throw new ApiFailure(0, "The server cannot be reached. Check your connection and try again.");
  }
  if (response.status === 204) return undefined as T;
  const data = (await response.json().catch(() => ({}))) as { error?: string };
  if (!response.ok) {
    if (response.status === 401 && path !== "/session") {
      csrfToken = null;
      onSignedOut?.();
    }
    throw new ApiFailure(response.status, data.error ?? `The request failed (${response.status}).`);
  }
  return data as T;
}

export type LeadQuery = { type?: string; status?: string; q?: string; since?: string };

export function queryString(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

export const api = {
  async session(): Promise<SessionState> {
    const response = await fetch("/admin/api/session", {
      headers: { accept: "application/json" },
      cache: "no-store",
    });
    const data = (await response.json().catch(() => ({ signedIn: false, configured: true }))) as SessionState;
    csrfToken = data.signedIn ? data.csrfToken : null;
    return data;
  },
  async signIn(password: string): Promise<void> {
    const data = await call<{ csrfToken: string }>("POST", "/session", { password });
    csrfToken = data.csrfToken;
  },
  async signOut(): Promise<void> {
    await call<void>("DELETE", "/session");
    csrfToken = null;
  },
  leads: (query: LeadQuery & { limit: number; offset: number }) =>
    call<LeadList>("GET", `/leads${queryString(query)}`),
  lead: (id: string) => call<LeadJson>("GET", `/leads/${encodeURIComponent(id)}`),
  updateLead: (id: string, changes: { status?: LeadStatus; notes?: string | null }) =>
    call<LeadJson>("PATCH", `/leads/${encodeURIComponent(id)}`, changes),
  deleteLead: (id: string) => call<void>("DELETE", `/leads/${encodeURIComponent(id)}`),
  weekly: (weeks: number) => call<{ weeks: WeeklyCounts[] }>("GET", `/stats/weekly?weeks=${weeks}`),
  erase: (email: string, reference: string) =>
    call<{ erased: ErasureCounts }>("POST", "/erasure", reference ? { email, reference } : { email }),
  audit: () => call<{ entries: AuditEntry[] }>("GET", "/audit?limit=50"),
  conversations: (query: { q?: string; limit: number; offset: number }) =>
    call<ConversationList>("GET", `/conversations${queryString(query)}`),
  conversation: (id: string) => call<ConversationJson>("GET", `/conversations/${encodeURIComponent(id)}`),
  insights: (range: Record<string, string>) => call<InsightsReport>("GET", `/insights${queryString(range)}`),
  live: {
    me: () => call<{ agent: LiveAgent | null }>("GET", "/live/me"),
    saveMe: (agent: LiveAgent) => call<{ agent: LiveAgent }>("PUT", "/live/me", agent),
    queue: () => call<LiveQueue>("GET", "/live/queue"),
    conversation: (id: string) =>
      call<LiveConversationView>("GET", `/live/conversations/${encodeURIComponent(id)}`),
    join: (id: string) =>
      call<{ conversation: LiveQueueItem }>("POST", `/live/conversations/${encodeURIComponent(id)}/join`),
    send: (id: string, text: string) =>
      call<{ emailed: boolean }>("POST", `/live/conversations/${encodeURIComponent(id)}/messages`, { text }),
    typing: (id: string) => call<void>("POST", `/live/conversations/${encodeURIComponent(id)}/typing`),
    close: (id: string) =>
      call<{ conversation: LiveQueueItem }>("POST", `/live/conversations/${encodeURIComponent(id)}/close`),
    savedReplies: () => call<{ replies: SavedReply[] }>("GET", "/live/saved-replies"),
    saveReply: (shortcut: string, text: string) =>
      call<SavedReply>("PUT", `/live/saved-replies/${encodeURIComponent(shortcut.replace(/^\//, ""))}`, {
        text,
      }),
    deleteReply: (shortcut: string) =>
      call<void>("DELETE", `/live/saved-replies/${encodeURIComponent(shortcut.replace(/^\//, ""))}`),
  },
};

/** Issue 30: the live chat's streams (EventSource sends the session cookie; it resumes with Last-Event-ID). */
export const liveStreamUrls = {
  queue: "/admin/api/live/queue/stream",
  conversation: (id: string) => `/admin/api/live/conversations/${encodeURIComponent(id)}/stream`,
};

/** The conversations' CSV export for a search (issue 13). */
export function conversationsExportUrl(query: { q?: string }): string {
  return `/admin/api/conversations/export.csv${queryString(query)}`;
}

/** One Insights table as CSV for the range shown: a plain link, downloaded with the session cookie. */
export function insightsCsvUrl(table: InsightsTable, range: Record<string, string>): string {
  return `/admin/api/insights/${table}.csv${queryString(range)}`;
}

/** The CSV export of a filter: a plain link, so the browser downloads it with the session cookie. */
export function exportUrl(query: LeadQuery): string {
  return `/admin/api/export.csv${queryString(query)}`;
}

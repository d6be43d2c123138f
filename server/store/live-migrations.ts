import type { Migration } from "./migrations.ts";

/**
 * Issue 30, the live hand-off: versions 3001+ (this work's range), applied in numeric order
 * after the others whatever the gaps (see migrations.ts). Every table hangs off
 * chat_conversations with ON DELETE CASCADE, so retention and erasure by address, which
 * delete conversations, take the live part with them.
 *
 * - live_conversations: a conversation in which the visitor asked for a person: its status,
 *   the team member who joined (one at most), the page the visitor is on, and the number of
 *   its last event (events are numbered per conversation; the number is the stream's event id).
 * - live_events: what was said live and each change of status, stored before it is pushed.
 * - live_agents: a signed-in team member (by session) with the name visitors see and the
 *   "Available" switch.
 * - live_saved_replies: the team's canned replies, inserted by typing their shortcut.
 */

const conversations = (time: string, strict: string) => `CREATE TABLE live_conversations (
        conversation_id TEXT PRIMARY KEY REFERENCES chat_conversations (id) ON DELETE CASCADE,
        status TEXT NOT NULL CHECK (status IN ('waiting', 'joined', 'closed', 'offline')),
        requested_at ${time} NOT NULL,
        updated_at ${time} NOT NULL,
        agent_id TEXT,
        agent_name TEXT,
        page TEXT,
        last_seq INTEGER NOT NULL DEFAULT 0,
        message_count INTEGER NOT NULL DEFAULT 0,
        last_visitor_text TEXT,
        last_visitor_at ${time}
      )${strict}`;

const events = (time: string, strict: string) => `CREATE TABLE live_events (
        conversation_id TEXT NOT NULL REFERENCES chat_conversations (id) ON DELETE CASCADE,
        seq INTEGER NOT NULL,
        type TEXT NOT NULL CHECK (type IN ('message', 'status')),
        sender TEXT CHECK (sender IN ('visitor', 'team')),
        status TEXT,
        text TEXT,
        author TEXT,
        created_at ${time} NOT NULL,
        PRIMARY KEY (conversation_id, seq)
      )${strict}`;

const agents = (time: string, strict: string) => `CREATE TABLE live_agents (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        available INTEGER NOT NULL DEFAULT 0,
        seen_at ${time} NOT NULL
      )${strict}`;

const savedReplies = (time: string, strict: string) => `CREATE TABLE live_saved_replies (
        shortcut TEXT PRIMARY KEY,
        text TEXT NOT NULL,
        updated_at ${time} NOT NULL
      )${strict}`;

const INDEXES = [
  "CREATE INDEX live_conversations_status ON live_conversations (status, updated_at DESC)",
  "CREATE INDEX live_agents_available ON live_agents (available, seen_at)",
];

export const liveMigrations: readonly Migration[] = [
  {
    version: 3001,
    name: "live chat: conversations a person joins, their events, team members, saved replies",
    sqlite: [
      conversations("TEXT", " STRICT"),
      events("TEXT", " STRICT"),
      agents("TEXT", " STRICT"),
      savedReplies("TEXT", " STRICT"),
      ...INDEXES,
    ],
    postgres: [
      conversations("TIMESTAMPTZ", ""),
      events("TIMESTAMPTZ", ""),
      agents("TIMESTAMPTZ", ""),
      savedReplies("TIMESTAMPTZ", ""),
      ...INDEXES,
    ],
  },
];

import type { Migration } from "./migrations.ts";

/**
 * Issue 13, where leads come from (a page and campaign; a support chat): versions 1101+
 * (this work's range), applied in numeric order after the others whatever the gaps
 * (see migrations.ts).
 */

const ATTRIBUTION_COLUMNS = [
  "source_page",
  "landing_page",
  "referrer_host",
  "utm_source",
  "utm_medium",
  "utm_campaign",
] as const;

export const leadOriginMigrations: readonly Migration[] = [
  {
    version: 1101,
    name: "leads: where each lead came from (page, landing page, referrer host, utm tags)",
    // Nullable text: leads stored before this migration, and visitors whose browser kept nothing, have none.
    sqlite: ATTRIBUTION_COLUMNS.map((column) => `ALTER TABLE leads ADD COLUMN ${column} TEXT`),
    postgres: [
      `ALTER TABLE leads ${ATTRIBUTION_COLUMNS.map((column) => `ADD COLUMN ${column} TEXT`).join(", ")}`,
    ],
  },
  {
    version: 1102,
    name: "leads: the chat type, and the conversation a chat lead came from",
    // A conversation deleted by retention leaves its lead (which keeps its own copy of the transcript).
    sqlite: [
      "ALTER TABLE leads ADD COLUMN conversation_id TEXT REFERENCES chat_conversations (id) ON DELETE SET NULL",
      "CREATE INDEX leads_conversation_id ON leads (conversation_id)",
    ],
    sqliteSchemaEdits: [
      {
        table: "leads",
        from: "CHECK (type IN ('quote', 'contact', 'application', 'consultation'))",
        to: "CHECK (type IN ('quote', 'contact', 'application', 'consultation', 'chat'))",
      },
    ],
    postgres: [
      `ALTER TABLE leads
        DROP CONSTRAINT leads_type_check,
        ADD CONSTRAINT leads_type_check CHECK (type IN ('quote', 'contact', 'application', 'consultation', 'chat')),
        ADD COLUMN conversation_id TEXT REFERENCES chat_conversations (id) ON DELETE SET NULL`,
      "CREATE INDEX leads_conversation_id ON leads (conversation_id)",
    ],
  },
  {
    version: 1103,
    name: "chat messages: normalised text for the inbox's conversation search",
    // Filled in JavaScript before a search (server/store/admin/conversations.ts), as lead_search is.
    sqlite: ["ALTER TABLE chat_messages ADD COLUMN search_text TEXT"],
    postgres: ["ALTER TABLE chat_messages ADD COLUMN search_text TEXT"],
  },
];

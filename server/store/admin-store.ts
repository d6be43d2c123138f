import type { Kysely } from "kysely";
import { auditQueries } from "./admin/audit.ts";
import { conversationQueries } from "./admin/conversations.ts";
import { erasure } from "./admin/erasure.ts";
import { leadQueries } from "./admin/lead-queries.ts";
import { leadUpdates } from "./admin/lead-updates.ts";
import { sessions } from "./admin/sessions.ts";
import { settings } from "./admin/settings.ts";
import type { ConversationHooks } from "./admin/types.ts";
import { withAdminTables } from "./admin-database.ts";
import { thenCheckpoint } from "./checkpoint-after-deletion.ts";
import type { Database } from "./database.ts";
import type { QueryReader } from "./sqlite-reader.ts";

export type * from "./admin/conversations.ts";
export type * from "./admin/types.ts";

/**
 * What the team's admin side (issue 7) needs from the store beyond the LeadStore:
 * filtered and searched lead lists, status and notes, deletion and erasure with an
 * audit trail, retention, sign-in state (settings, sessions, failed attempts).
 * One implementation over Kysely for both databases, held to one contract by
 * tests/integration/admin-store.test.ts; each concern lives in its own file under
 * ./admin/, composed here into the one store the callers use.
 */
export type AdminStore = ReturnType<typeof createAdminStore>;

export function createAdminStore(
  database: Kysely<Database>,
  dialect: "sqlite" | "postgres",
  options: {
    conversations?: ConversationHooks | undefined;
    /** Where long reads run off the main thread (the SQLite store's; see sqlite-reader.ts). */
    reader?: QueryReader | undefined;
  } = {},
) {
  const db = withAdminTables(database);
  const updates = leadUpdates(db);
  const removals = erasure(db, options.conversations);
  return {
    dialect,
    ...leadQueries(db),
    ...updates,
    ...removals,
    // Deleted leads and conversations leave no readable copy in the SQLite files.
    deleteLead: thenCheckpoint(database, dialect, updates.deleteLead),
    eraseByEmail: thenCheckpoint(database, dialect, removals.eraseByEmail),
    applyRetention: thenCheckpoint(database, dialect, removals.applyRetention),
    ...auditQueries(db),
    ...settings(db),
    ...sessions(db),
    // Issue 13: the support chat's conversations in the inbox and the CRM API.
    ...conversationQueries(database, options.reader),
  };
}

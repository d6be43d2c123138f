import type { Migration } from "./migrations.ts";

/**
 * Issue 13, where leads come from: versions 1101+ (this work's range), applied in
 * numeric order after the others whatever the gaps (see migrations.ts).
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
];

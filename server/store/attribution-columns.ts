import type { Selectable } from "kysely";
import { ATTRIBUTION_FIELDS, type AttributionKey } from "../../app/schemas/lead-metadata.ts";
import type { LeadsTable } from "./database.ts";
import type { LeadAttribution } from "./types.ts";

/**
 * A lead's attribution (issue 13) lives in one column per value, named as the CSV names
 * it (lead-metadata.ts ATTRIBUTION_FIELDS), so the team can filter and count by it in SQL
 * and erasing the lead row erases it too.
 */

type AttributionColumn = (typeof ATTRIBUTION_FIELDS)[number]["csvColumn"];
export type AttributionColumns = Record<AttributionColumn, string | null>;

export function attributionColumns(attribution: LeadAttribution): AttributionColumns {
  return Object.fromEntries(
    ATTRIBUTION_FIELDS.map((field) => [field.csvColumn, attribution[field.key] ?? null]),
  ) as AttributionColumns;
}

export function attributionOf(row: Pick<Selectable<LeadsTable>, AttributionColumn>): LeadAttribution {
  const attribution: LeadAttribution = {};
  for (const field of ATTRIBUTION_FIELDS) {
    const value = row[field.csvColumn];
    if (typeof value === "string" && value !== "") attribution[field.key as AttributionKey] = value;
  }
  return attribution;
}

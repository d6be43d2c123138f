import type { LeadAttributionCounts } from "../insights/report.ts";
import type { LeadStore } from "../store/types.ts";

/**
 * Leads per source and per landing page over a range of days, from the attribution each
 * lead is stored with (issue 13). Until those fields exist the tables are empty.
 */
export async function leadAttributionCounts(
  _store: LeadStore,
  _range: { from: string; to: string },
): Promise<LeadAttributionCounts> {
  return { leadsBySource: [], leadsByLandingPage: [] };
}

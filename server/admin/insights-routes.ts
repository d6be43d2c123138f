import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { zodFieldErrors } from "../../app/schemas/field-errors.ts";
import { insightsRangeSchema } from "../../app/schemas/insights.ts";
import { INSIGHTS_TABLES } from "../../app/schemas/insights-report.ts";
import { ApiError } from "../api/errors.ts";
import { insightsCsv } from "../insights/csv.ts";
import { addDays, dayOf } from "../insights/days.ts";
import { buildReport, type LeadAttributionCounts } from "../insights/report.ts";
import type { InsightsStore } from "../insights/store.ts";
import type { Clock } from "./auth.ts";
import { contentDisposition } from "./disposition.ts";

export type InsightsRoutesContext = {
  insights: InsightsStore;
  /** Leads per source and landing page in the range (issue 13's attribution fields). */
  leadAttribution: (range: { from: string; to: string }) => Promise<LeadAttributionCounts>;
  clock: Clock;
};

/** The Insights screen's API (issue 14), mounted with the other signed-in routes. */
export async function insightsRoutes(
  api: FastifyInstance,
  { insights, leadAttribution, clock }: InsightsRoutesContext,
) {
  function rangeOf(query: unknown) {
    const parsed = insightsRangeSchema.safeParse(query);
    if (!parsed.success) {
      throw new ApiError(400, "Some parameters are missing or invalid.", zodFieldErrors(parsed.error, "_"));
    }
    const { days, from, to } = parsed.data;
    if (from && to) {
      if (addDays(from, 400) < to)
        throw new ApiError(400, "Choose at most 400 days.", { from: "Range too long" });
      return { from, to };
    }
    const today = dayOf(clock.now());
    return { from: addDays(today, -((days ?? 30) - 1)), to: today };
  }

  api.get("/insights", async (request) => {
    const range = rangeOf(request.query);
    return buildReport(insights, range, () => leadAttribution(range));
  });

  api.get("/insights/:table", async (request, reply) => {
    const params = z.object({ table: z.string().regex(/\.csv$/) }).safeParse(request.params);
    const table = INSIGHTS_TABLES.find((name) => `${name}.csv` === params.data?.table);
    if (!table) throw new ApiError(404, "No such table.");
    const range = rangeOf(request.query);
    const report = await buildReport(insights, range, () => leadAttribution(range));
    return reply
      .header("content-type", "text/csv; charset=utf-8; header=present")
      .header(
        "content-disposition",
        contentDisposition(`meridian-insights-${table}-${range.from}-${range.to}.csv`),
      )
      .send(insightsCsv(report, table));
  });
}

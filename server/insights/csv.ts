import { FORM_LABELS, type InsightsForm } from "../../app/insights/events.ts";
import type { InsightsReport, InsightsTable } from "../../app/schemas/insights-report.ts";
import { CSV_BOM, csvRow } from "../admin/csv.ts";

/** Each table of the Insights screen as CSV (the same rows, the same order), spreadsheet-safe. */

const percent = (part: number, whole: number) => (whole === 0 ? "" : (part / whole).toFixed(4));

function table(report: InsightsReport, name: InsightsTable): unknown[][] {
  switch (name) {
    case "daily":
      return [
        ["day", "visitors", "page_views", "visits", "bounces"],
        ...report.daily.map((day) => [day.day, day.visitors, day.views, day.visits, day.bounces]),
      ];
    case "pages":
      return [
        ["path", "page_views", "visitors"],
        ...report.pages.map((row) => [row.path, row.count, row.visitors]),
      ];
    case "referrers":
      return [
        ["referrer_host", "visits", "visitors"],
        ...report.referrers.map((row) => [row.host, row.count, row.visitors]),
      ];
    case "campaigns":
      return [
        ["utm_source", "utm_medium", "utm_campaign", "visits", "visitors"],
        ...report.campaigns.map((row) => [row.source, row.medium, row.campaign, row.count, row.visitors]),
      ];
    case "devices":
      return [
        ["device", "page_views", "visitors"],
        ...report.devices.map((row) => [row.device, row.count, row.visitors]),
      ];
    case "funnels":
      return [
        ["form", "viewed", "started", "submitted", "failed", "started_rate", "submitted_rate"],
        ...report.funnels.map((row) => [
          FORM_LABELS[row.form as InsightsForm] ?? row.form,
          row.viewed,
          row.started,
          row.submitted,
          row.failed,
          percent(row.started, row.viewed),
          percent(row.submitted, row.viewed),
        ]),
      ];
    case "chat":
      return [
        ["step", "count"],
        ["chat_opened", report.chat.opened],
        ["first_question", report.chat.question],
        ["lead_captured", report.chat.lead],
      ];
    case "leads-by-source":
      return [["source", "leads"], ...report.leadsBySource.map((row) => [row.source, row.leads])];
    case "leads-by-landing-page":
      return [["landing_page", "leads"], ...report.leadsByLandingPage.map((row) => [row.page, row.leads])];
  }
}

export function insightsCsv(report: InsightsReport, name: InsightsTable): string {
  return (
    CSV_BOM +
    table(report, name)
      .map((row) => csvRow(row))
      .join("")
  );
}

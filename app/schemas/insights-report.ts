/**
 * What the Insights screen's API answers (issue 14), shared by the server that builds it
 * and the admin screen that shows it. Plain constants and types, no zod, so the admin
 * bundle can import them without the validation library.
 */

/** The Insights screen's range: the last 7, 30 or 90 days, or from–to (UTC dates, inclusive). */
export const INSIGHTS_PRESET_DAYS = [7, 30, 90] as const;
export const INSIGHTS_MAX_RANGE_DAYS = 400;

/** One row of a ranked table: how many times, by how many (daily) unique visitors. */
export type CountRow = { count: number; visitors: number };

export type InsightsReport = {
  range: { from: string; to: string };
  totals: {
    visitors: number;
    views: number;
    visits: number;
    viewsPerVisit: number;
    /** Share of visits, 0–1. */
    bounceRate: number;
  };
  daily: { day: string; visitors: number; views: number; visits: number; bounces: number }[];
  pages: ({ path: string } & CountRow)[];
  referrers: ({ host: string } & CountRow)[];
  campaigns: ({ source: string; medium: string; campaign: string } & CountRow)[];
  devices: ({ device: string } & CountRow)[];
  funnels: {
    form: string;
    viewed: number;
    started: number;
    submitted: number;
    failed: number;
  }[];
  chat: { opened: number; question: number; lead: number };
  leadsBySource: { source: string; leads: number }[];
  leadsByLandingPage: { page: string; leads: number }[];
};

/** The tables the screen offers as CSV, in the order it shows them. */
export const INSIGHTS_TABLES = [
  "daily",
  "pages",
  "referrers",
  "campaigns",
  "devices",
  "funnels",
  "chat",
  "leads-by-source",
  "leads-by-landing-page",
] as const;
export type InsightsTable = (typeof INSIGHTS_TABLES)[number];

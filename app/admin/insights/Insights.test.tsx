// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { InsightsReport } from "../../schemas/insights-report";
import { Insights } from "../Insights";

/**
 * Issue 14's Insights screen against a stubbed /admin/api (the real server is exercised by
 * tests/e2e/admin-insights.spec.ts): "visitors, page views, views per visit, bounce rate",
 * "each form's funnel … with conversion rates", "CSV export of every table", the range in the URL.
 */

const report: InsightsReport = {
  range: { from: "2026-11-18", to: "2026-11-24" },
  totals: { visitors: 1234, views: 4000, visits: 1600, viewsPerVisit: 2.5, bounceRate: 0.375 },
  daily: [
    { day: "2026-11-23", visitors: 600, views: 1900, visits: 800, bounces: 300 },
    { day: "2026-11-24", visitors: 634, views: 2100, visits: 800, bounces: 300 },
  ],
  pages: [{ path: "/services", count: 2500, visitors: 900 }],
  referrers: [{ host: "news.example", count: 700, visitors: 650 }],
  campaigns: [{ source: "newsletter", medium: "email", campaign: "autumn", count: 300, visitors: 280 }],
  devices: [{ device: "mobile", count: 1000, visitors: 500 }],
  funnels: [{ form: "pageContact", viewed: 200, started: 50, submitted: 20, failed: 1 }],
  chat: { opened: 40, question: 30, lead: 3 },
  leadsBySource: [{ source: "newsletter", leads: 7 }],
  leadsByLandingPage: [{ page: "/services", leads: 5 }],
};

let urls: string[];

beforeEach(() => {
  urls = [];
  window.history.replaceState(null, "", "/admin/insights?days=7");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      urls.push(input);
      return new Response(JSON.stringify(report), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Insights screen", () => {
  it("asks for the URL's range and shows the totals, the funnel's rates and a CSV link per table", async () => {
    render(<Insights search={new URLSearchParams("days=7")} />);
    const funnel = await screen.findByRole("table", { name: "Form funnels" });
    expect(urls[0]).toBe("/admin/api/insights?days=7");

    const totals = (label: string) =>
      screen.getAllByText(label).find((element) => element.tagName === "DT")?.nextElementSibling?.textContent;
    expect(totals("Visitors")).toBe("1,234");
    expect(totals("Page views")).toBe("4,000");
    expect(totals("Views per visit")).toBe("2.5");
    expect(totals("Bounce rate")).toBe("37.5%");

    const row = within(funnel).getByRole("row", { name: /Contact \(contact page\)/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["200", "50", "25%", "20", "10%", "1"]);
    expect(screen.getByText("Last 7 days").getAttribute("aria-current")).toBe("page");

    const csv = screen.getAllByRole("link", { name: /^CSV/ }).map((link) => link.getAttribute("href"));
    expect(csv).toEqual([
      "/admin/api/insights/daily.csv?days=7",
      "/admin/api/insights/pages.csv?days=7",
      "/admin/api/insights/referrers.csv?days=7",
      "/admin/api/insights/campaigns.csv?days=7",
      "/admin/api/insights/devices.csv?days=7",
      "/admin/api/insights/funnels.csv?days=7",
      "/admin/api/insights/chat.csv?days=7",
      "/admin/api/insights/leads-by-source.csv?days=7",
      "/admin/api/insights/leads-by-landing-page.csv?days=7",
    ]);
  });

  it("a custom range goes into the URL; a range ending before it starts is refused on the spot", async () => {
    const user = userEvent.setup();
    render(<Insights search={new URLSearchParams("days=7")} />);
    await screen.findByRole("table", { name: "Top pages" });
    // Date inputs are set as a date picker sets them.
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-11-20" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-11-01" } });
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(screen.getByRole("alert").textContent).toBe("The first day must not be after the last.");
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-11-22" } });
    await user.click(screen.getByRole("button", { name: "Show" }));
    expect(window.location.pathname + window.location.search).toBe(
      "/admin/insights?from=2026-11-20&to=2026-11-22",
    );
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("defaults to port 3000 and ./data", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir.endsWith("/data")).toBe(true);
    expect(config.corsOrigins).toEqual(["http://localhost:3000"]);
  });

  it("rejects invalid values with a clear message", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => loadConfig({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
  });

  it("reads lists and optional URLs", () => {
    const config = loadConfig({ NOTIFY_TO: "a@x.example, b@x.example", DATABASE_URL: "" });
    expect(config.notifyTo).toEqual(["a@x.example", "b@x.example"]);
    expect(config.databaseUrl).toBeUndefined();
  });

  it("keeps the Insights' daily totals at least as long as their raw events", () => {
    expect(loadConfig({}).insightsDailyRetentionDays).toBeGreaterThanOrEqual(
      loadConfig({}).insightsRetentionDays,
    );
    expect(() => loadConfig({ INSIGHTS_RETENTION_DAYS: "60", INSIGHTS_DAILY_RETENTION_DAYS: "30" })).toThrow(
      /INSIGHTS_DAILY_RETENTION_DAYS must not be shorter than INSIGHTS_RETENTION_DAYS/,
    );
    expect(loadConfig({ INSIGHTS_MAX_EVENTS_PER_DAY: "0" }).insightsMaxEventsPerDay).toBe(0);
  });
});

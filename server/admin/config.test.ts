// @vitest-environment node
import { describe, expect, it } from "vitest";
import { retentionDays } from "../../app/content/privacy-policy.ts";
import { ConfigError, loadConfig } from "../config.ts";

describe("admin configuration (issue 7)", () => {
  it("defaults retention to what the privacy policy promises for leads, chats and visit records", () => {
    const config = loadConfig({});
    expect(config.retentionDays).toBe(retentionDays.leads);
    expect(config.chatRetentionDays).toBe(retentionDays.chatConversations);
    expect(config.insightsRetentionDays).toBe(retentionDays.insightsEvents);
    expect(config.adminPassword).toBeUndefined();
    expect(config.adminToken).toBeUndefined();
    expect(config.webhookUrl).toBeUndefined();
  });

  it("reads the admin secrets and rejects weak ones", () => {
    const config = loadConfig({
      ADMIN_PASSWORD: "a long passphrase",
      ADMIN_TOKEN: "3f9c1b7e5a2d8046c1e9b3a7d5f20864",
      RETENTION_DAYS: "365",
      CHAT_RETENTION_DAYS: "30",
    });
    expect(config).toMatchObject({
      adminPassword: "a long passphrase",
      adminToken: "3f9c1b7e5a2d8046c1e9b3a7d5f20864",
      retentionDays: 365,
      chatRetentionDays: 30,
    });
    expect(loadConfig({ ADMIN_PASSWORD: "", ADMIN_TOKEN: " " }).adminToken).toBeUndefined();
    expect(() => loadConfig({ ADMIN_PASSWORD: "short" })).toThrow(/ADMIN_PASSWORD must be at least 12/);
    expect(() => loadConfig({ ADMIN_TOKEN: "too-short" })).toThrow(/ADMIN_TOKEN must be at least 32/);
    expect(() => loadConfig({ RETENTION_DAYS: "0" })).toThrow(ConfigError);
  });

  it("needs WEBHOOK_SECRET with WEBHOOK_URL", () => {
    expect(() => loadConfig({ WEBHOOK_URL: "https://crm.example/hook" })).toThrow(
      /WEBHOOK_SECRET is required/,
    );
    expect(() => loadConfig({ WEBHOOK_URL: "not a url", WEBHOOK_SECRET: "s".repeat(16) })).toThrow(
      /WEBHOOK_URL/,
    );
    expect(
      loadConfig({ WEBHOOK_URL: "https://crm.example/hook", WEBHOOK_SECRET: "s".repeat(16) }).webhookUrl,
    ).toBe("https://crm.example/hook");
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";

describe("mail configuration", () => {
  it("has defaults that retry for hours and confirm at most 3 times a day per address", () => {
    const config = loadConfig({});
    expect(config.smtpUrl).toBeUndefined();
    expect(config).toMatchObject({
      mailPollMs: 5000,
      mailBatchSize: 5,
      mailMaxAttempts: 15,
      mailRetryBaseMs: 30_000,
      mailRetryMaxMs: 3_600_000,
      mailSendTimeoutMs: 60_000,
      confirmationLimitPerAddressPerDay: 3,
    });
  });

  it("takes smtp:// and smtps:// URLs only", () => {
    expect(loadConfig({ SMTP_URL: "smtps://user:pass@mail.example:465" }).smtpUrl).toBe(
      "smtps://user:pass@mail.example:465",
    );
    expect(loadConfig({ SMTP_URL: "smtp://127.0.0.1:2525" }).smtpUrl).toBe("smtp://127.0.0.1:2525");
    expect(loadConfig({ SMTP_URL: "" }).smtpUrl).toBeUndefined();
    expect(() => loadConfig({ SMTP_URL: "https://mail.example" })).toThrow(ConfigError);
    expect(() => loadConfig({ SMTP_URL: "https://mail.example" })).toThrow(/SMTP_URL/);
  });

  it("reads the worker's numbers and rejects nonsense", () => {
    const config = loadConfig({
      MAIL_POLL_MS: "250",
      MAIL_MAX_ATTEMPTS: "4",
      CONFIRMATION_LIMIT_PER_ADDRESS_PER_DAY: "0",
    });
    expect(config.mailPollMs).toBe(250);
    expect(config.mailMaxAttempts).toBe(4);
    expect(config.confirmationLimitPerAddressPerDay).toBe(0);
    expect(() => loadConfig({ MAIL_BATCH_SIZE: "0" })).toThrow(/MAIL_BATCH_SIZE/);
    expect(() => loadConfig({ CONFIRMATION_LIMIT_PER_ADDRESS_PER_DAY: "-1" })).toThrow(ConfigError);
  });
});

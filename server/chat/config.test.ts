// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config.ts";

describe("chat configuration", () => {
  it("answers from retrieval only unless a model endpoint is configured", () => {
    const config = loadConfig({});
    expect(config.chatModel).toBeUndefined();
    expect(config.rateLimitChatPerMinute).toBe(30);
  });

  it("turns the model on with OPENAI_BASE_URL and CHAT_MODEL (the key is optional for local servers)", () => {
    expect(
      loadConfig({
        OPENAI_BASE_URL: "http://127.0.0.1:11434/v1/",
        CHAT_MODEL: "llama3.2",
        CHAT_MODEL_TIMEOUT_MS: "5000",
      }).chatModel,
    ).toEqual({
      baseUrl: "http://127.0.0.1:11434/v1",
      apiKey: undefined,
      model: "llama3.2",
      timeoutMs: 5000,
    });
    expect(
      loadConfig({
        OPENAI_BASE_URL: "https://api.openai.com/v1",
        OPENAI_API_KEY: "sk-x",
        CHAT_MODEL: "gpt-4o-mini",
      }).chatModel,
    ).toMatchObject({ apiKey: "sk-x", timeoutMs: 8000 });
  });

  it("refuses half a model configuration and bad numbers", () => {
    expect(() => loadConfig({ CHAT_MODEL: "gpt-4o-mini" })).toThrow(ConfigError);
    expect(() => loadConfig({ OPENAI_BASE_URL: "https://api.openai.com/v1" })).toThrow(/CHAT_MODEL/);
    expect(() => loadConfig({ RATE_LIMIT_CHAT_PER_MINUTE: "-1" })).toThrow(ConfigError);
    expect(() => loadConfig({ CHAT_MODEL_TIMEOUT_MS: "fast" })).toThrow(/CHAT_MODEL_TIMEOUT_MS/);
  });
});

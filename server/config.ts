import { isIP } from "node:net";
import path from "node:path";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { z } from "zod";
import { retentionDays } from "../app/content/privacy-policy.ts";

/**
 * Configuration comes only from the environment and is validated once at start-up,
 * so a typo in a variable stops the server with a clear message instead of a
 * surprise at the first request.
 */
const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .pipe(z.url().optional())
  .optional();

const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? "")
      .split(",")
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  );

/** A secret from the environment: empty means unset; when set, at least `min` characters. */
const optionalSecret = (name: string, min: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value.trim() === "" ? undefined : value))
    .pipe(z.string().min(min, `${name} must be at least ${min} characters`).optional());

/**
 * Fastify's trustProxy: false (X-Forwarded-For ignored), a number of proxy hops to
 * trust, or the proxies' addresses/CIDRs (proxy-addr also knows the names
 * loopback, linklocal and uniquelocal).
 */
export type TrustProxy = false | number | string[];

const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", bits, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d+$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * Whether a secret is random enough for a bearer token: zxcvbn's estimate of the guesses
 * an attacker needs (it finds repeats, runs and keyboard patterns that a length check
 * misses) is at least 10^24, about 80 bits. A random 32-character hex token scores 10^32.
 */
export function tokenLooksRandom(token: string): boolean {
  return new ZxcvbnFactory().check(token).guessesLog10 >= 24;
}

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  SITE_URL: z.url().default("http://localhost:3000"),
  BUILD_DIR: z.string().default("./build/client"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Browser origins allowed to call the API besides SITE_URL's own origin. */
  CORS_ORIGINS: commaList,
  /**
   * Which proxies in front of the server may say who the visitor is (X-Forwarded-For):
   * off (default), a hop count, or a list of proxy addresses/CIDRs. See docs/OPERATIONS.md.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context): TrustProxy => {
      const trimmed = (value ?? "").trim();
      if (trimmed === "" || trimmed === "false" || trimmed === "0") return false;
      if (trimmed === "true") {
        context.addIssue({
          code: "custom",
          message:
            "'true' would trust any client's X-Forwarded-For; set the proxies' addresses or CIDRs (e.g. 10.0.0.0/8) or the number of proxy hops (e.g. 1)",
        });
        return z.NEVER;
      }
      if (/^\d+$/.test(trimmed)) return Number(trimmed);
      const entries = trimmed
        .split(",")
        .map((entry) => entry.trim())
        .filter((entry) => entry.length > 0);
      const invalid = entries.filter((entry) => !isProxyAddress(entry));
      if (invalid.length > 0) {
        context.addIssue({
          code: "custom",
          message: `not an IP address, CIDR or hop count: ${invalid.join(", ")}`,
        });
        return z.NEVER;
      }
      return entries;
    }),
  /**
   * HTTP timeouts (ADR 802): the whole request, headers included, must arrive within
   * HTTP_REQUEST_TIMEOUT_MS (a 10 MB upload over a slow link fits), its headers within
   * HTTP_HEADERS_TIMEOUT_MS; a socket silent for HTTP_IDLE_TIMEOUT_MS is closed, and an idle
   * keep-alive connection after HTTP_KEEP_ALIVE_TIMEOUT_MS (longer than a load balancer's
   * 60 s idle timeout, so the balancer closes first).
   */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(120_000),
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl.refine((value) => value === undefined || /^smtps?:\/\//i.test(value), {
    error: "SMTP_URL must be an smtp:// or smtps:// URL",
  }),
  MAIL_FROM: z.string().default("Meridian AI Studio <no-reply@meridian-ai.example>"),
  /** Team addresses notified about new leads; also the only allowed consultation emailTo values. */
  NOTIFY_TO: commaList,
  /** Outbox worker (server/mail, ADR 501): pause between polls when idle. */
  MAIL_POLL_MS: z.coerce.number().int().min(10).default(5000),
  /** Messages one worker claims at a time. */
  MAIL_BATCH_SIZE: z.coerce.number().int().min(1).max(100).default(5),
  /** Attempts before an e-mail is given up (status failed, last_error kept). */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(15),
  /** First retry delay; doubles per attempt (with jitter) up to MAIL_RETRY_MAX_MS. */
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(1).default(30_000),
  MAIL_RETRY_MAX_MS: z.coerce.number().int().min(1).default(3_600_000),
  /** Hard limit of one SMTP send (connect, greeting and each reply). */
  MAIL_SEND_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  /** A file larger than this reaches the team as a signed 7-day link instead of an attachment (ADR 805). */
  MAIL_ATTACHMENT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(5 * 1024 * 1024),
  /** Visitor confirmations per recipient address per 24 h (ADR 503); 0 sends none. */
  CONFIRMATION_LIMIT_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(0).default(3),
  /** Form submissions per client IP per minute on /api lead endpoints; 0 turns the limit off (benchmarks). */
  RATE_LIMIT_FORMS_PER_MINUTE: z.coerce.number().int().min(0).default(10),
  /** A form posted sooner than this after it was rendered is treated as a bot; 0 turns the check off. */
  FORM_MIN_FILL_MS: z.coerce.number().int().min(0).default(2000),
  /** Admin inbox (issue 7): the team's sign-in password, unless one was set with `npm run admin:set-password`. */
  ADMIN_PASSWORD: optionalSecret("ADMIN_PASSWORD", 12),
  /** Bearer token of the CRM API under /admin/api; refused when guessable (see tokenLooksRandom). */
  ADMIN_TOKEN: optionalSecret("ADMIN_TOKEN", 32).refine(
    (token) => token === undefined || tokenLooksRandom(token),
    "ADMIN_TOKEN is guessable (a repeat, a run or a word); use a random one: openssl rand -hex 32",
  ),
  /** Leads older than this many days are deleted by the retention job (default: what the privacy policy states). */
  RETENTION_DAYS: z.coerce.number().int().min(1).default(retentionDays.leads),
  /** Chat conversations idle this many days are deleted by the retention job (default: the privacy policy's). */
  CHAT_RETENTION_DAYS: z.coerce.number().int().min(1).default(retentionDays.chatConversations),
  /** Each new lead is POSTed here as signed JSON (through the outbox, with retries). */
  WEBHOOK_URL: optionalUrl,
  /** HMAC-SHA256 key of the webhook signature; required with WEBHOOK_URL. */
  WEBHOOK_SECRET: optionalSecret("WEBHOOK_SECRET", 16),
  /** Chat messages per client IP per minute on POST /api/chat; 0 turns the limit off (benchmarks). */
  RATE_LIMIT_CHAT_PER_MINUTE: z.coerce.number().int().min(0).default(30),
  /** Site analytics (issue 14): raw events are kept this many days, then only daily aggregates. */
  INSIGHTS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(retentionDays.insightsEvents),
  /** Daily totals of the site analytics older than this many days are deleted (at least INSIGHTS_RETENTION_DAYS). */
  INSIGHTS_DAILY_RETENTION_DAYS: z.coerce.number().int().min(1).max(36500).default(730),
  /** Raw analytics events stored per UTC day across the whole site; past it beacons are answered but not stored. 0: no cap. */
  INSIGHTS_MAX_EVENTS_PER_DAY: z.coerce.number().int().min(0).default(200_000),
  /** Analytics beacons per client IP per minute on POST /api/insights; 0 turns the limit off (benchmarks). */
  RATE_LIMIT_INSIGHTS_PER_MINUTE: z.coerce.number().int().min(0).default(120),
  /** Optional OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, vLLM…), e.g. https://api.openai.com/v1. */
  OPENAI_BASE_URL: optionalUrl,
  /** Sent as a bearer token when set; local servers such as Ollama need none. */
  OPENAI_API_KEY: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === "" ? undefined : value)),
  /** Model name for the chat endpoint; with OPENAI_BASE_URL it turns the model answers on. */
  CHAT_MODEL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === "" ? undefined : value)),
  /** How long a model answer may take before the retrieval answer is sent instead. */
  CHAT_MODEL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8000),
});

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  siteUrl: string;
  siteOrigin: string;
  buildDir: string;
  logLevel: "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
  corsOrigins: string[];
  trustProxy: TrustProxy;
  http: HttpTimeouts;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  notifyTo: string[];
  mailPollMs: number;
  mailBatchSize: number;
  mailMaxAttempts: number;
  mailRetryBaseMs: number;
  mailRetryMaxMs: number;
  mailSendTimeoutMs: number;
  mailAttachmentMaxBytes: number;
  confirmationLimitPerAddressPerDay: number;
  rateLimitFormsPerMinute: number;
  formMinFillMs: number;
  adminPassword: string | undefined;
  adminToken: string | undefined;
  retentionDays: number;
  chatRetentionDays: number;
  webhookUrl: string | undefined;
  webhookSecret: string | undefined;
  rateLimitChatPerMinute: number;
  insightsRetentionDays: number;
  insightsDailyRetentionDays: number;
  insightsMaxEventsPerDay: number;
  rateLimitInsightsPerMinute: number;
  /** The optional model behind the support chat; undefined means retrieval answers only. */
  chatModel: ChatModelConfig | undefined;
};

export type HttpTimeouts = {
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  idleTimeoutMs: number;
  keepAliveTimeoutMs: number;
};

export type ChatModelConfig = {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
};

export class ConfigError extends Error {}

/** EX_CONFIG from sysexits.h: a supervisor can tell "fix the settings" from a crash. */
const EXIT_CONFIG = 78;

/** For a program's start: the configuration, or its problems printed and the process ended. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(EXIT_CONFIG);
    }
    throw error;
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
      .join("; ");
    throw new ConfigError(`Invalid configuration: ${problems}`);
  }
  const value = parsed.data;
  if (value.WEBHOOK_URL && !value.WEBHOOK_SECRET) {
    throw new ConfigError("Invalid configuration: WEBHOOK_SECRET is required when WEBHOOK_URL is set");
  }
  if (value.HTTP_HEADERS_TIMEOUT_MS > value.HTTP_REQUEST_TIMEOUT_MS) {
    throw new ConfigError(
      "Invalid configuration: HTTP_HEADERS_TIMEOUT_MS must not be longer than HTTP_REQUEST_TIMEOUT_MS",
    );
  }
  if (value.INSIGHTS_DAILY_RETENTION_DAYS < value.INSIGHTS_RETENTION_DAYS) {
    throw new ConfigError(
      "Invalid configuration: INSIGHTS_DAILY_RETENTION_DAYS must not be shorter than INSIGHTS_RETENTION_DAYS (daily totals are what remains of the raw events)",
    );
  }
  const siteOrigin = new URL(value.SITE_URL).origin;
  if (Boolean(value.OPENAI_BASE_URL) !== Boolean(value.CHAT_MODEL)) {
    throw new ConfigError(
      "Invalid configuration: OPENAI_BASE_URL and CHAT_MODEL turn the chat model on together; set both or neither.",
    );
  }
  return {
    env: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(value.DATA_DIR),
    siteUrl: value.SITE_URL.replace(/\/$/, ""),
    siteOrigin,
    buildDir: path.resolve(value.BUILD_DIR),
    logLevel: value.LOG_LEVEL,
    corsOrigins: [siteOrigin, ...value.CORS_ORIGINS],
    trustProxy: value.TRUST_PROXY,
    http: {
      requestTimeoutMs: value.HTTP_REQUEST_TIMEOUT_MS,
      headersTimeoutMs: value.HTTP_HEADERS_TIMEOUT_MS,
      idleTimeoutMs: value.HTTP_IDLE_TIMEOUT_MS,
      keepAliveTimeoutMs: value.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    databaseUrl: value.DATABASE_URL,
    redisUrl: value.REDIS_URL,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    notifyTo: value.NOTIFY_TO,
    mailPollMs: value.MAIL_POLL_MS,
    mailBatchSize: value.MAIL_BATCH_SIZE,
    mailMaxAttempts: value.MAIL_MAX_ATTEMPTS,
    mailRetryBaseMs: value.MAIL_RETRY_BASE_MS,
    mailRetryMaxMs: Math.max(value.MAIL_RETRY_MAX_MS, value.MAIL_RETRY_BASE_MS),
    mailSendTimeoutMs: value.MAIL_SEND_TIMEOUT_MS,
    mailAttachmentMaxBytes: value.MAIL_ATTACHMENT_MAX_BYTES,
    confirmationLimitPerAddressPerDay: value.CONFIRMATION_LIMIT_PER_ADDRESS_PER_DAY,
    rateLimitFormsPerMinute: value.RATE_LIMIT_FORMS_PER_MINUTE,
    formMinFillMs: value.FORM_MIN_FILL_MS,
    adminPassword: value.ADMIN_PASSWORD,
    adminToken: value.ADMIN_TOKEN,
    retentionDays: value.RETENTION_DAYS,
    chatRetentionDays: value.CHAT_RETENTION_DAYS,
    webhookUrl: value.WEBHOOK_URL,
    webhookSecret: value.WEBHOOK_SECRET,
    rateLimitChatPerMinute: value.RATE_LIMIT_CHAT_PER_MINUTE,
    insightsRetentionDays: value.INSIGHTS_RETENTION_DAYS,
    insightsDailyRetentionDays: value.INSIGHTS_DAILY_RETENTION_DAYS,
    insightsMaxEventsPerDay: value.INSIGHTS_MAX_EVENTS_PER_DAY,
    rateLimitInsightsPerMinute: value.RATE_LIMIT_INSIGHTS_PER_MINUTE,
    chatModel:
      value.OPENAI_BASE_URL && value.CHAT_MODEL
        ? {
            baseUrl: value.OPENAI_BASE_URL.replace(/\/+$/, ""),
            apiKey: value.OPENAI_API_KEY,
            model: value.CHAT_MODEL,
            timeoutMs: value.CHAT_MODEL_TIMEOUT_MS,
          }
        : undefined,
  };
}

import type { FastifyReply, FastifyRequest } from "fastify";
import { ApiError } from "../api/errors.ts";
import { originCheck } from "../api/origin-guard.ts";
import { clientKey, type FailureLimit } from "../api/rate-limit.ts";
import type { Config } from "../config.ts";
import type { AdminStore } from "../store/admin-store.ts";
import { hashPassword, randomToken, safeEqual, sha256Hex, verifyPassword } from "./secrets.ts";
import {
  ACCOUNT_DELAYS,
  ACCOUNT_KEY,
  ADDRESS_DELAYS,
  addressKey,
  createVerificationGate,
  firstDelayedAttempt,
  SIGN_IN_WINDOW_MS,
} from "./sign-in-throttle.ts";

/**
 * Who may use /admin/api, and how a request proves it (ADR 602):
 *  - a team member signed in with the password: an HttpOnly, SameSite=Strict session
 *    cookie (Secure behind TLS), plus the session's CSRF token in a header and a
 *    same-origin Origin on every state change;
 *  - a CRM or script: `Authorization: Bearer ADMIN_TOKEN` (401 without any
 *    credentials, 403 with a wrong token). A bearer token is not sent by browsers on
 *    their own, so it needs no CSRF token.
 */

export const SESSION_COOKIE = "meridian_admin";
export const SESSION_COOKIE_PATH = "/admin";
export const CSRF_HEADER = "x-csrf-token";
/** Where `npm run admin:set-password` keeps the scrypt hash. */
export const PASSWORD_HASH_SETTING = "admin_password_hash";

/** A session ends 12 hours after sign-in, or after 2 hours without a request. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000;
/** lastSeen is written at most once a minute per session. */
const TOUCH_EVERY_MS = 60_000;

export type Principal =
  | { kind: "session"; sessionId: string; csrfToken: string; expiresAt: Date; actor: string }
  | { kind: "token"; actor: string };

declare module "fastify" {
  interface FastifyRequest {
    adminPrincipal: Principal | null;
  }
}

export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export type AdminAuth = ReturnType<typeof createAdminAuth>;

/** Wrong bearer tokens per client address per minute before the address is held off for the rest of it. */
export const TOKEN_MAX_FAILURES = 10;
export const TOKEN_FAILURE_WINDOW_MS = 60_000;

export function createAdminAuth({
  config,
  store,
  tokenFailures,
  clock = systemClock,
}: {
  config: Pick<Config, "adminPassword" | "adminToken" | "siteUrl" | "siteOrigin">;
  store: AdminStore;
  /** Counts wrong bearer tokens per client address (createFailureLimit in server/api/rate-limit.ts). */
  tokenFailures: FailureLimit;
  clock?: Clock | undefined;
}) {
  // The environment's password is hashed once, so checking it costs what checking a
  // stored hash costs and compares in constant time.
  let envPasswordHash: Promise<string> | undefined;
  const envHash = () => {
    if (!config.adminPassword) return undefined;
    envPasswordHash ??= hashPassword(config.adminPassword);
    return envPasswordHash;
  };

  /**
   * The stored hash (set with `npm run admin:set-password`) wins over ADMIN_PASSWORD,
   * so a password can be rotated without redeploying; read on every attempt, so every
   * instance sees a change at once.
   */
  async function currentPasswordHash(): Promise<string | undefined> {
    return (await store.getSetting(PASSWORD_HASH_SETTING)) ?? (await envHash());
  }

  const gate = createVerificationGate();

  /**
   * The attempt that starts a key's delays is logged and audited once per window
   * (the lockout the team should hear about); later refusals are not, so a guesser
   * cannot flood the audit log.
   */
  async function noteDelaysStarting(request: FastifyRequest, failures: number[], now: Date) {
    const [fromAddress = 0, onAccount = 0] = failures;
    const started = [
      ...(fromAddress === firstDelayedAttempt(ADDRESS_DELAYS)
        ? [{ scope: "address", failures: fromAddress }]
        : []),
      ...(onAccount === firstDelayedAttempt(ACCOUNT_DELAYS)
        ? [{ scope: "account", failures: onAccount }]
        : []),
    ];
    for (const { scope, failures: count } of started) {
      request.log.warn({ client: request.ip, scope, failures: count }, "admin sign-in attempts now delayed");
      await store.recordAudit({
        actor: `sign-in from ${request.ip}`,
        action: "sign-in.delayed",
        at: now,
        details: { scope, attempts: count },
      });
    }
  }

  function secureCookies(request: FastifyRequest): boolean {
    return config.siteUrl.startsWith("https://") || request.protocol === "https";
  }

  /** A browser's cross-site request announces itself; anything it sends from elsewhere is refused. */
  const assertSameOrigin = originCheck([config.siteOrigin], { refuseCrossSiteFetch: true });

  async function sessionOf(request: FastifyRequest): Promise<Principal | null> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    const id = sha256Hex(token);
    const session = await store.getSession(id);
    if (!session) return null;
    const now = clock.now();
    if (session.expiresAt <= now || session.lastSeenAt.getTime() + SESSION_IDLE_MS <= now.getTime()) {
      await store.deleteSession(id);
      return null;
    }
    if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_EVERY_MS) await store.touchSession(id, now);
    return {
      kind: "session",
      sessionId: id,
      csrfToken: session.csrfToken,
      expiresAt: session.expiresAt,
      actor: `team member (session ${id.slice(0, 8)})`,
    };
  }

  function assertCsrf(request: FastifyRequest, principal: Principal) {
    if (principal.kind !== "session") return;
    const sent = request.headers[CSRF_HEADER];
    if (typeof sent !== "string" || !safeEqual(sent, principal.csrfToken)) {
      throw new ApiError(403, "Missing or invalid CSRF token. Reload the page and try again.");
    }
  }

  return {
    assertSameOrigin,

    /** Whether any password is set up (stored hash or ADMIN_PASSWORD). */
    async passwordConfigured(): Promise<boolean> {
      return (await currentPasswordHash()) !== undefined;
    },

    /**
     * preHandler of every protected route: sets request.adminPrincipal or throws 401/403.
     * State changes by a signed-in browser also need the same origin and the CSRF token.
     */
    async authenticate(request: FastifyRequest, reply: FastifyReply) {
      const header = request.headers.authorization;
      // RFC 6750: a 401 names the scheme (browsers prompt only for Basic/Digest, not Bearer).
      const challenge = () => reply.header("www-authenticate", 'Bearer realm="meridian-admin"');
      if (header !== undefined) {
        const bearer = /^Bearer[ \t]+([^\s]+)[ \t]*$/i.exec(header)?.[1];
        if (!bearer) {
          challenge();
          throw new ApiError(401, "Use Authorization: Bearer <token>.");
        }
        // An IPv6 client counts by its /64, as in the request limits: one host has a whole /64 to rotate through.
        const counted = clientKey(request.ip);
        const wait = await tokenFailures.heldOffSeconds(counted);
        if (wait > 0) {
          throw ApiError.tooMany(
            `Too many wrong API tokens. Please wait ${wait} ${wait === 1 ? "second" : "seconds"} and try again.`,
            wait,
          );
        }
        if (!config.adminToken || !safeEqual(bearer, config.adminToken)) {
          await tokenFailures.recordFailure(counted);
          request.log.warn({ client: request.ip }, "admin API: wrong bearer token");
          throw new ApiError(403, "The API token is not valid.");
        }
        request.adminPrincipal = { kind: "token", actor: "CRM API token" };
        return;
      }
      const principal = await sessionOf(request);
      if (!principal) {
        challenge();
        throw new ApiError(401, "Please sign in.");
      }
      if (UNSAFE_METHODS.has(request.method)) {
        assertSameOrigin(request);
        assertCsrf(request, principal);
      }
      request.adminPrincipal = principal;
    },

    /** The current session, if any, for the sign-in screen. */
    session: sessionOf,

    /**
     * Checks the password once the attempt is reserved against the client's address and
     * the account (shared by all instances through the store, see sign-in-throttle.ts).
     * Answers the new session's CSRF token; sets the cookie.
     */
    async signIn(request: FastifyRequest, reply: FastifyReply, password: string) {
      assertSameOrigin(request);
      const client = request.ip;
      // Delays and the one-at-a-time gate count an IPv6 client by its /64 (clientKey), like every other limit.
      const counted = clientKey(client);
      const leave = gate.enter(counted);
      try {
        const hash = await currentPasswordHash();
        if (!hash) {
          throw new ApiError(
            503,
            "Sign-in is not set up: set ADMIN_PASSWORD or run npm run admin:set-password on the server.",
          );
        }
        const now = clock.now();
        const keys = [
          { key: addressKey(counted), delays: ADDRESS_DELAYS },
          { key: ACCOUNT_KEY, delays: ACCOUNT_DELAYS },
        ];
        const reservation = await store.reserveSignInAttempt(keys, { now, windowMs: SIGN_IN_WINDOW_MS });
        if (!reservation.allowed) {
          const seconds = Math.max(1, Math.ceil((reservation.retryAt.getTime() - now.getTime()) / 1000));
          throw ApiError.tooMany(
            `Too many failed sign-in attempts. Please wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`,
            seconds,
          );
        }
        await noteDelaysStarting(request, reservation.failures, now);
        if (!(await gate.verify(() => verifyPassword(password, hash)))) {
          await store.holdOffAfterFailure(keys, clock.now());
          request.log.warn({ client }, "admin sign-in failed");
          throw new ApiError(401, "Wrong password.");
        }
        // Only failures count: the address starts afresh, the account gets this attempt back.
        await store.clearSignInAttempts(addressKey(counted));
        await store.refundSignInAttempt(ACCOUNT_KEY);
        const token = randomToken();
        const csrfToken = randomToken();
        const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
        await store.createSession({ id: sha256Hex(token), csrfToken, createdAt: now, expiresAt });
        reply.setCookie(SESSION_COOKIE, token, {
          path: SESSION_COOKIE_PATH,
          httpOnly: true,
          sameSite: "strict",
          secure: secureCookies(request),
          maxAge: Math.floor(SESSION_LIFETIME_MS / 1000),
        });
        const sessionId = sha256Hex(token);
        await store.recordAudit({
          actor: `team member (session ${sessionId.slice(0, 8)})`,
          action: "sign-in",
          at: now,
          details: { client },
        });
        request.log.info({ session: sessionId.slice(0, 8) }, "admin signed in");
        return { csrfToken, expiresAt };
      } finally {
        leave();
      }
    },

    async signOut(request: FastifyRequest, reply: FastifyReply) {
      const principal = request.adminPrincipal;
      if (principal?.kind === "session") await store.deleteSession(principal.sessionId);
      reply.clearCookie(SESSION_COOKIE, {
        path: SESSION_COOKIE_PATH,
        httpOnly: true,
        sameSite: "strict",
        secure: secureCookies(request),
      });
    },
  };
}

// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import {
  CSRF_HEADER,
  PASSWORD_HASH_SETTING,
  SESSION_COOKIE,
  SESSION_IDLE_MS,
  SESSION_LIFETIME_MS,
} from "../../server/admin/auth.ts";
import { hashPassword } from "../../server/admin/secrets.ts";
import { ADDRESS_DELAYS, firstDelayedAttempt } from "../../server/admin/sign-in-throttle.ts";
import {
  ADMIN_PASSWORD,
  manualClock,
  sessionCookieOf,
  signIn,
  startTestAdmin,
  type TestAdmin,
} from "./helpers/admin-app.ts";
import { SITE_ORIGIN } from "./helpers/api.ts";
import { STORE_KINDS } from "./helpers/stores.ts";

/**
 * Issue 7: "sign-in with a password (ADMIN_PASSWORD from the environment, or set with
 * `npm run admin:set-password`, stored as a scrypt/argon2 hash), session cookie HttpOnly +
 * SameSite=Strict (+ Secure behind TLS), CSRF protection on every state change, sign-in
 * rate limit, sign-out."
 */
const SIGN_IN_MAX_FAILURES = firstDelayedAttempt(ADDRESS_DELAYS);

describe.each(STORE_KINDS)("admin sign-in on %s", (kind) => {
  let admin: TestAdmin;
  afterEach(async () => {
    await admin?.close();
  });

  const postSession = (password: string, headers: Record<string, string> = {}) =>
    admin.app.inject({
      method: "POST",
      url: "/admin/api/session",
      headers: { "content-type": "application/json", origin: SITE_ORIGIN, ...headers },
      payload: JSON.stringify({ password }),
    });

  it("signs in with ADMIN_PASSWORD and sets an HttpOnly, SameSite=Strict, Secure session cookie", async () => {
    admin = await startTestAdmin(kind);
    const response = await postSession(ADMIN_PASSWORD);
    expect(response.statusCode).toBe(200);
    const cookie = response.cookies.find((item) => item.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", secure: true, path: "/admin" });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.json()).toMatchObject({ signedIn: true, csrfToken: expect.any(String) });
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response.headers["cache-control"]).toBe("no-store");

    const session = await admin.app.inject({
      method: "GET",
      url: "/admin/api/session",
      headers: { cookie: sessionCookieOf(response) ?? "" },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json().csrfToken).toBe(response.json().csrfToken);
  });

  it("leaves the cookie without Secure when the site is plain http (local runs)", async () => {
    admin = await startTestAdmin(kind, { SITE_URL: "http://localhost:3000" });
    const response = await postSession(ADMIN_PASSWORD, { origin: "http://localhost:3000" });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((item) => item.name === SESSION_COOKIE)?.secure).toBeFalsy();
  });

  it("stores only a hash of the session token, so the database holds no usable cookie", async () => {
    admin = await startTestAdmin(kind);
    const session = await signIn(admin.app);
    const token = session.cookie.split("=")[1] ?? "";
    const rows = await admin.store.db
      .withTables<{ admin_sessions: { id: string } }>()
      .selectFrom("admin_sessions")
      .select("id")
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toContain(token);
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/);
  });

  it("answers a wrong password with 401 and an error message", async () => {
    admin = await startTestAdmin(kind);
    const response = await postSession("not the password");
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "Wrong password." });
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  // Issue 12 item 6 replaced the 15-minute lockout with growing delays (ADR 801).
  it("answers 429 after five failures, even for the right password, until the short delay passes", async () => {
    const clock = manualClock(new Date("2026-03-02T10:00:00Z"));
    admin = await startTestAdmin(kind, {}, { clock });
    for (let attempt = 1; attempt <= SIGN_IN_MAX_FAILURES; attempt++) {
      expect((await postSession(`guess ${attempt}`)).statusCode).toBe(401);
    }
    const limited = await postSession("guess again");
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBe("1");
    expect(limited.json().error).toBe(
      "Too many failed sign-in attempts. Please wait 1 second and try again.",
    );
    // The limit holds for the right password too: guessing cannot continue by luck.
    expect((await postSession(ADMIN_PASSWORD)).statusCode).toBe(429);

    clock.advance(1000);
    expect((await postSession(ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it("counts failures per client address", async () => {
    admin = await startTestAdmin(kind);
    for (let attempt = 1; attempt <= SIGN_IN_MAX_FAILURES; attempt++) await postSession("wrong");
    expect((await postSession(ADMIN_PASSWORD)).statusCode).toBe(429);
    const elsewhere = await admin.app.inject({
      method: "POST",
      url: "/admin/api/session",
      remoteAddress: "203.0.113.7",
      headers: { "content-type": "application/json", origin: SITE_ORIGIN },
      payload: JSON.stringify({ password: ADMIN_PASSWORD }),
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it("refuses a sign-in posted from another site's page (login CSRF)", async () => {
    admin = await startTestAdmin(kind);
    expect((await postSession(ADMIN_PASSWORD, { origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await postSession(ADMIN_PASSWORD, { "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    const form = await admin.app.inject({
      method: "POST",
      url: "/admin/api/session",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: `password=${encodeURIComponent(ADMIN_PASSWORD)}`,
    });
    expect(form.statusCode).toBe(415);
  });

  it("prefers the hash set with admin:set-password over ADMIN_PASSWORD, read at every attempt", async () => {
    admin = await startTestAdmin(kind);
    expect((await postSession(ADMIN_PASSWORD)).statusCode).toBe(200);
    await admin.adminStore.setSetting(PASSWORD_HASH_SETTING, await hashPassword("a brand new passphrase"));
    expect((await postSession(ADMIN_PASSWORD)).statusCode).toBe(401);
    expect((await postSession("a brand new passphrase")).statusCode).toBe(200);
  });

  it("says sign-in is not set up when there is neither a password nor a stored hash", async () => {
    admin = await startTestAdmin(kind, { ADMIN_PASSWORD: "" });
    const state = await admin.app.inject({ method: "GET", url: "/admin/api/session" });
    expect(state.statusCode).toBe(200);
    expect(state.json()).toEqual({ signedIn: false, configured: false });
    const response = await postSession("anything at all");
    expect(response.statusCode).toBe(503);
    expect(response.json().error).toMatch(/ADMIN_PASSWORD|admin:set-password/);
  });

  it("requires the CSRF token and a same-origin Origin for every state change", async () => {
    admin = await startTestAdmin(kind);
    const { insertLead } = admin.store;
    const { id } = await insertLead({ type: "contact", name: "Ada", email: "ada@example.com", payload: {} });
    const session = await signIn(admin.app);
    const patch = (headers: Record<string, string>) =>
      admin.app.inject({
        method: "PATCH",
        url: `/admin/api/leads/${id}`,
        headers: { "content-type": "application/json", ...headers },
        payload: JSON.stringify({ status: "contacted" }),
      });

    const noToken = await patch({ cookie: session.cookie, origin: SITE_ORIGIN });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().error).toMatch(/CSRF/);
    expect(
      (await patch({ cookie: session.cookie, origin: SITE_ORIGIN, [CSRF_HEADER]: "forged" })).statusCode,
    ).toBe(403);
    expect(
      (await patch({ ...session.headers, origin: "https://evil.example" })).statusCode,
      "a foreign Origin is refused even with the token",
    ).toBe(403);
    expect((await admin.store.getLead(id))?.status).toBe("new");

    expect((await patch(session.headers)).statusCode).toBe(200);
    expect((await admin.store.getLead(id))?.status).toBe("contacted");
  });

  it("signs out: the session is deleted and the cookie cleared", async () => {
    admin = await startTestAdmin(kind);
    const session = await signIn(admin.app);
    const out = await admin.app.inject({
      method: "DELETE",
      url: "/admin/api/session",
      headers: session.headers,
    });
    expect(out.statusCode).toBe(204);
    const cleared = out.cookies.find((item) => item.name === SESSION_COOKIE);
    expect(cleared?.value).toBe("");
    const after = await admin.app.inject({
      method: "GET",
      url: "/admin/api/leads",
      headers: { cookie: session.cookie },
    });
    expect(after.statusCode).toBe(401);
  });

  it("ends a session after its lifetime, and after two idle hours", async () => {
    const clock = manualClock(new Date("2026-03-02T08:00:00Z"));
    admin = await startTestAdmin(kind, {}, { clock });
    const list = (cookie: string) =>
      admin.app.inject({ method: "GET", url: "/admin/api/leads", headers: { cookie } });

    const idle = await signIn(admin.app);
    clock.advance(SESSION_IDLE_MS - 60_000);
    expect((await list(idle.cookie)).statusCode).toBe(200);
    clock.advance(SESSION_IDLE_MS + 1000);
    expect((await list(idle.cookie)).statusCode).toBe(401);

    const busy = await signIn(admin.app);
    for (let hours = 1; hours < SESSION_LIFETIME_MS / 3_600_000; hours++) {
      clock.advance(3_600_000);
      expect((await list(busy.cookie)).statusCode).toBe(200);
    }
    clock.advance(3_600_000);
    expect((await list(busy.cookie)).statusCode).toBe(401);
  });
});

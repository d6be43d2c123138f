// @vitest-environment node
import { afterEach, describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "../../scripts/durability-server.ts";
import { openSqliteStore } from "../../server/store/sqlite-store.ts";
import { scratchDataDir } from "./helpers/databases.ts";
import { waitUntil } from "./helpers/mail.ts";
import { type SmtpSink, startSmtpSink } from "./helpers/smtp-sink.ts";

/**
 * The worker as the production server runs it (server/main.ts): started after the
 * store opens when SMTP_URL is set, stopped on SIGTERM before the store closes, so a
 * send in flight finishes and is recorded.
 */
describe("outbox worker in the production server", () => {
  const data = scratchDataDir();
  let sink: SmtpSink | undefined;
  let server: RunningServer | undefined;

  afterEach(async () => {
    await server?.stop("SIGKILL");
    await sink?.close();
    await data.dispose();
  });

  const post = (url: string, email: string) =>
    fetch(`${url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Ada Lovelace", email, subject: "Engines", message: "Hello" }),
    });

  it("sends a lead's two e-mails over SMTP_URL and, on SIGTERM, finishes the send in flight before closing the store", {
    timeout: 90_000,
  }, async () => {
    sink = await startSmtpSink({ delayMs: 1_000 });
    server = await startServer({
      dataDir: data.dataDir,
      env: { SMTP_URL: sink.url, MAIL_POLL_MS: "50", MAIL_BATCH_SIZE: "1", SITE_URL: "http://127.0.0.1" },
    });
    const response = await post(server.url, "ada@example.com");
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    // The first message is being answered (slowly) by the SMTP server: stop now.
    await waitUntil(async () => sink?.arrived.length === 1, { what: "the first message to arrive" });
    expect(await server.stop("SIGTERM")).toBe("0");
    server = undefined;

    const store = await openSqliteStore({ dataDir: data.dataDir });
    try {
      const rows = await store.listOutbox({ leadId: id });
      const statuses = rows.map((row) => row.status).sort();
      // The one in flight was delivered and recorded; the other waits, unclaimed, for the next start.
      expect(statuses).toEqual(["pending", "sent"]);
      expect(rows.find((row) => row.status === "pending")?.lockedUntil).toBeNull();
      expect(sink.messages).toHaveLength(1);
    } finally {
      await store.close();
    }

    // The next start sends the rest, once.
    server = await startServer({
      dataDir: data.dataDir,
      env: { SMTP_URL: sink.url, MAIL_POLL_MS: "50", SITE_URL: "http://127.0.0.1" },
    });
    await sink.waitForMessages(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.messages).toHaveLength(2);
    expect(new Set(sink.messages.map((mail) => mail.messageId)).size).toBe(2);
  });
});

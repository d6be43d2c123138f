// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config.ts";
import { startMailWorker } from "../../server/mail/index.ts";
import { createSmtpSender } from "../../server/mail/transport.ts";
import { postJson, SITE_ORIGIN, startTestApi, TEAM, type TestApi } from "./helpers/api.ts";
import { drain, recordingLogger, testWorker, waitForSettled } from "./helpers/mail.ts";
import { type SmtpSink, startSmtpSink } from "./helpers/smtp-sink.ts";
import { STORE_KINDS } from "./helpers/stores.ts";

/**
 * Issue 5: "Without SMTP_URL the outbox waits and nothing is lost." docs/product.md
 * (architecture): "without `SMTP_URL` e-mail simply waits and nothing is lost"; the leads are in the inbox.
 */

const contact = { name: "Ada Lovelace", email: "ada@example.com", subject: "Engines", message: "Hello" };

function mailConfig(env: Record<string, string>) {
  return loadConfig({ SITE_URL: SITE_ORIGIN, NOTIFY_TO: TEAM.join(","), MAIL_POLL_MS: "20", ...env });
}

describe.each(STORE_KINDS)("outbox without SMTP_URL on %s", (kind) => {
  let api: TestApi;
  let sink: SmtpSink | undefined;

  beforeEach(async () => {
    api = await startTestApi(kind);
  });
  afterEach(async () => {
    await sink?.close();
    sink = undefined;
    await api.close();
  });

  it("Without SMTP_URL the outbox waits and nothing is lost: no worker, one log line, rows stay pending", async () => {
    const logger = recordingLogger();
    const worker = startMailWorker(mailConfig({}), api.store, logger);
    expect(worker).toBeUndefined();
    expect(logger.entries).toEqual([
      {
        level: "info",
        details: {},
        message: "SMTP_URL is not set: e-mails are queued in the outbox but not sent",
      },
    ]);
    const response = await postJson(api.app, "/api/contact", contact);
    expect(response.statusCode).toBe(201);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const rows = await api.store.listOutbox({ leadId: response.json().id });
    expect(rows.map((row) => [row.kind, row.status, row.attempts])).toEqual([
      ["confirm-visitor", "pending", 0],
      ["notify-team", "pending", 0],
    ]);
    expect(logger.entries).toHaveLength(1);

    // A later start with SMTP_URL sends what waited.
    sink = await startSmtpSink();
    const later = startMailWorker(mailConfig({ SMTP_URL: sink.url }), api.store, recordingLogger());
    try {
      const settled = await waitForSettled(api.store);
      expect(settled.map((row) => row.status)).toEqual(["sent", "sent"]);
      expect(sink.messages).toHaveLength(2);
    } finally {
      await later?.stop();
    }
  });

  it("with SMTP_URL but an empty NOTIFY_TO, the team notification waits (not lost, not an attempt) and goes once NOTIFY_TO is set", async () => {
    sink = await startSmtpSink();
    const response = await postJson(api.app, "/api/contact", contact);
    const id = response.json().id;
    const lonely = testWorker(api.store, sink.url, { notifyTo: [], waitWithoutRecipientMs: 300 });
    const result = await drain(lonely);
    lonely.sender.close();
    // Deferred at least once: on a busy machine the 300 ms wait can pass within the drain.
    expect(result.sent).toBe(1);
    expect(result.deferred).toBeGreaterThanOrEqual(1);
    const notify = (await api.store.listOutbox({ leadId: id })).find((row) => row.kind === "notify-team");
    expect(notify).toMatchObject({
      status: "pending",
      attempts: 0,
      lastError: "waiting: no team address to notify (NOTIFY_TO is empty)",
    });
    expect(notify?.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 100);
    expect(lonely.logger.entries.some((entry) => entry.level === "warn")).toBe(true);
    // Waiting again and again never uses up the attempts.
    await new Promise((resolve) => setTimeout(resolve, 350));
    await drain(lonely);
    expect(
      (await api.store.listOutbox({ leadId: id })).find((row) => row.kind === "notify-team"),
    ).toMatchObject({
      status: "pending",
      attempts: 0,
    });

    // After a restart with NOTIFY_TO set, once the message is due again, it goes to the team.
    await new Promise((resolve) => setTimeout(resolve, 350));
    const team = testWorker(api.store, sink.url, { notifyTo: [TEAM[0] ?? ""] });
    await drain(team);
    team.sender.close();
    const sent = sink.messages.filter((mail) => mail.subject.startsWith("New contact message"));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.envelope.to).toEqual([TEAM[0]]);
  });

  it("warns at start when NOTIFY_TO is empty", async () => {
    sink = await startSmtpSink();
    const logger = recordingLogger();
    const worker = startMailWorker(
      mailConfig({ SMTP_URL: sink.url, NOTIFY_TO: "" }),
      api.store,
      logger,
      createSmtpSender({ url: sink.url, timeoutMs: 1000 }),
    );
    await worker?.stop();
    expect(logger.entries.map((entry) => entry.message)).toContain(
      "NOTIFY_TO is empty: team notifications wait in the outbox until it is set",
    );
  });
});

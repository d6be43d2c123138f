// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { postJson, startTestApi, TEAM, type TestApi } from "./helpers/api.ts";
import { drain, type TestWorker, testWorker } from "./helpers/mail.ts";
import { type SmtpSink, startSmtpSink } from "./helpers/smtp-sink.ts";
import { STORE_KINDS } from "./helpers/stores.ts";

/**
 * Issue 12 item 5: "`victim+1@…` … `victim+5@…` each got a confirmation (the 3-per-day cap
 * does not fold `+tags`), and a name like "Big prize! Call +44 7000 000000 now" is written
 * into `To:` and the greeting. Fold plus-tags (and dots where the provider ignores them, at
 * least for common providers) for the cap, keep the display name out of `To:`, and
 * neutralise phone numbers and URLs in the greeting." Real SMTP peer on loopback.
 */
const contact = (email: string, name = "Ada Lovelace") => ({ name, email, subject: "Hi", message: "Hello" });

describe.each(STORE_KINDS)("visitor confirmations cannot be used as a relay on %s", (kind) => {
  let api: TestApi;
  let sink: SmtpSink;
  let worker: TestWorker;

  beforeAll(async () => {
    api = await startTestApi(kind);
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    worker?.sender.close();
    await sink.close();
    await api.close();
  });
  beforeEach(() => {
    sink.messages.length = 0;
    worker?.sender.close();
    worker = testWorker(api.store, sink.url, { confirmationLimit: 3 });
  });

  const confirmations = () => sink.messages.filter((mail) => mail.subject.startsWith("We received"));

  it("counts victim+1 … victim+5 as one mailbox for the 3-per-day cap", async () => {
    for (let index = 1; index <= 5; index++) {
      expect(
        (await postJson(api.app, "/api/contact", contact(`victim+${index}@example.com`))).statusCode,
      ).toBe(201);
    }
    await drain(worker);
    expect(confirmations()).toHaveLength(3);
    expect(sink.messages.filter((mail) => mail.subject.startsWith("New contact message"))).toHaveLength(5);
  });

  it("counts Gmail's dotted spellings (and googlemail.com) as one mailbox", async () => {
    for (const address of [
      "j.doe@gmail.com",
      "jdoe@gmail.com",
      "J.D.O.E+news@googlemail.com",
      "jd.oe@Gmail.com",
    ]) {
      await postJson(api.app, "/api/contact", contact(address));
    }
    await drain(worker);
    expect(confirmations()).toHaveLength(3);
  });

  it("keeps the display name out of To: and greets without phone numbers or links", async () => {
    await postJson(
      api.app,
      "/api/contact",
      contact("prize@example.com", "Big prize! Call +44 7000 000000 now"),
    );
    await postJson(api.app, "/api/contact", contact("link@example.com", "Claim at evil.example/win"));
    await postJson(api.app, "/api/contact", contact("ada@example.com", "Ada Lovelace"));
    await drain(worker);
    const [prize, link, ada] = ["prize@example.com", "link@example.com", "ada@example.com"].map((address) =>
      confirmations().find((mail) => mail.envelope.to.includes(address)),
    );
    for (const mail of [prize, link, ada]) {
      expect(mail).toBeDefined();
      // To: is the bare address, whatever the name.
      expect(mail?.headers.get("to")).toMatch(/^<?[a-z]+@example\.com>?$/);
    }
    for (const mail of [prize, link]) {
      expect(mail?.text).toMatch(/^Hello,$/m);
      expect(`${mail?.text}${mail?.html}`).not.toMatch(/7000|prize|evil\.example/i);
    }
    expect(ada?.text).toMatch(/^Hello Ada Lovelace,$/m);
    expect(TEAM.some((address) => ada?.envelope.to.includes(address))).toBe(false);
  });
});

// @vitest-environment node
import { createHash } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { postJson, postMultipart, startTestApi, TEAM, type TestApi } from "./helpers/api.ts";
import { files } from "./helpers/fixtures.ts";
import { drain, expectedMessageId, MAIL_FROM, type TestWorker, testWorker } from "./helpers/mail.ts";
import { decodeHeader, type ReceivedMail, type SmtpSink, startSmtpSink } from "./helpers/smtp-sink.ts";
import { STORE_KINDS } from "./helpers/stores.ts";

/**
 * Issue 5, "Store and notifications": "a notification to the team (NOTIFY_TO …) with
 * the lead's fields and attachment, and a confirmation to the visitor that carries no
 * text the visitor typed beyond their name … sent by nodemailer over SMTP_URL".
 * Leads go in through the real API, mail goes out through the real worker and
 * nodemailer to a real SMTP server on loopback.
 */

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe.each(STORE_KINDS)("outbox e-mail delivered with the right content on %s", (kind) => {
  let api: TestApi;
  let sink: SmtpSink;
  let worker: TestWorker;

  beforeAll(async () => {
    api = await startTestApi(kind);
    sink = await startSmtpSink();
    worker = testWorker(api.store, sink.url, { confirmationLimit: 100 });
  });
  afterAll(async () => {
    worker.sender.close();
    await sink.close();
    await api.close();
  });
  beforeEach(() => {
    sink.messages.length = 0;
  });

  async function deliver(leadId: string) {
    await drain(worker);
    const outbox = await api.store.listOutbox({ leadId });
    const byKind = (kind: string) => {
      const row = outbox.find((message) => message.kind === kind);
      const mail = sink.messages.find((message) => message.messageId === expectedMessageId(row?.id ?? ""));
      return { row, mail };
    };
    return { notify: byKind("notify-team"), confirm: byKind("confirm-visitor"), outbox };
  }

  function header(mail: ReceivedMail | undefined, name: string) {
    return decodeHeader(mail?.headers.get(name) ?? "");
  }

  it("notifies NOTIFY_TO of a quote request with every field, Reply-To the visitor and the document attached byte for byte", async () => {
    const quote = {
      name: "Grace Hopper",
      email: "grace@example.com",
      requirements: "A compiler for business data processing.\nSecond line: COBOL, please.",
    };
    const pdf = files.pdf();
    const response = await postMultipart(api.app, "/api/quote", quote, [
      { field: "document", filename: "Project brief (final).pdf", bytes: pdf },
    ]);
    expect(response.statusCode).toBe(201);
    const { notify, outbox } = await deliver(response.json().id);

    const mail = notify.mail;
    expect(mail).toBeDefined();
    // Issue 5: "subject like 'New quote request from {name}'"; "Reply-To the visitor's address".
    expect(mail?.subject).toBe("New quote request from Grace Hopper");
    expect(mail?.envelope.to.sort()).toEqual([...TEAM].sort());
    expect(mail?.envelope.from).toBe("no-reply@meridian-ai.example");
    expect(header(mail, "from")).toBe(MAIL_FROM);
    expect(header(mail, "reply-to")).toBe("Grace Hopper <grace@example.com>");
    expect(header(mail, "auto-submitted")).toBe("auto-generated");
    // Issue 5: "with all the lead's fields (a plain-text body plus a simple HTML body …)".
    expect(mail?.text).toContain("Name: Grace Hopper");
    expect(mail?.text).toContain("Email: grace@example.com");
    expect(mail?.text).toContain(
      "Requirements:\n  A compiler for business data processing.\n  Second line: COBOL, please.",
    );
    expect(mail?.text).toContain(`Lead id: ${response.json().id}`);
    expect(mail?.html).toContain("Grace Hopper");
    expect(mail?.html).toContain("Second line: COBOL, please.");
    // "the attachment (original sanitised filename, detected content type)", bytes identical.
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]?.filename).toBe("Project brief (final).pdf");
    expect(mail?.attachments[0]?.contentType).toBe("application/pdf");
    expect(sha256(mail?.attachments[0]?.content ?? new Uint8Array())).toBe(sha256(pdf));
    // Issue 5: "Message-ID header derived from the outbox id so receivers can de-duplicate".
    expect(mail?.messageId).toBe(expectedMessageId(notify.row?.id ?? ""));
    expect(outbox.map((row) => [row.kind, row.status, row.attempts, row.lastError]).sort()).toEqual([
      ["confirm-visitor", "sent", 1, null],
      ["notify-team", "sent", 1, null],
    ]);
  });

  it("attaches binary files (PNG) and non-ASCII names unchanged", async () => {
    const png = files.png();
    const response = await postMultipart(
      api.app,
      "/api/quote",
      { name: "Zoë Ångström", email: "zoe@example.com", requirements: "Logo for Café Zürich ☕" },
      [{ field: "document", filename: "skizze-café.png", bytes: png }],
    );
    const { notify } = await deliver(response.json().id);
    expect(notify.mail?.subject).toBe("New quote request from Zoë Ångström");
    expect(notify.mail?.text).toContain("Requirements: Logo for Café Zürich ☕");
    expect(notify.mail?.attachments[0]?.filename).toBe("skizze-café.png");
    expect(notify.mail?.attachments[0]?.contentType).toBe("image/png");
    expect(Buffer.compare(notify.mail?.attachments[0]?.content ?? Buffer.alloc(0), png)).toBe(0);
  });

  it("escapes every visitor value in the HTML body and keeps it verbatim in the text body (visitor text is data)", async () => {
    const hostile = {
      topic: "partnership",
      name: `Mallory <b>"Bold"</b> & Co`,
      email: "mallory@example.com",
      phone: "+44 <20> 7946",
      company: `<a href="https://evil.example">ACME</a>`,
      message: `<script>alert("x")</script>\n<img src=x onerror=alert(1)> & 'quotes'`,
      nda: true,
    };
    const response = await postJson(api.app, "/api/contact", hostile);
    expect(response.statusCode).toBe(201);
    const { notify } = await deliver(response.json().id);
    const html = notify.mail?.html ?? "";
    expect(html).not.toMatch(/<script|<img|<a href|<b>/i);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; &#39;quotes&#39;");
    expect(html).toContain("&lt;a href=&quot;https://evil.example&quot;&gt;ACME&lt;/a&gt;");
    expect(html).toContain("Mallory &lt;b&gt;&quot;Bold&quot;&lt;/b&gt; &amp; Co");
    const text = notify.mail?.text ?? "";
    expect(text).toContain(
      `Message:\n  <script>alert("x")</script>\n  <img src=x onerror=alert(1)> & 'quotes'`,
    );
    expect(text).toContain("Topic: Partnership (partnership)");
    expect(text).toContain("NDA requested: Yes");
    expect(text).toContain("Form: Home page Contact Us form");
    expect(text).toContain("Phone: +44 <20> 7946");
    expect(notify.mail?.subject).toBe(`New contact message from Mallory <b>"Bold"</b> & Co`);
  });

  it("neutralises header injection in the name: CR/LF cannot add headers or recipients", async () => {
    const response = await postJson(api.app, "/api/contact", {
      name: "Eve\r\nBcc: victim@example.net\r\nSubject: You won",
      email: "eve@example.com",
      subject: "Hi",
      message: "Hello",
    });
    expect(response.statusCode).toBe(201);
    const { notify, confirm } = await deliver(response.json().id);
    expect(notify.mail?.envelope.to.sort()).toEqual([...TEAM].sort());
    expect(confirm.mail?.envelope.to).toEqual(["eve@example.com"]);
    for (const mail of [notify.mail, confirm.mail]) {
      expect(mail).toBeDefined();
      expect(mail?.headers.has("bcc")).toBe(false);
      expect(mail?.headerBlock).not.toMatch(/^Bcc:/im);
      expect(mail?.headerBlock.match(/^Subject:/gim)).toHaveLength(1);
      expect(mail?.raw).not.toContain("victim@example.net>");
    }
    expect(notify.mail?.subject).toBe(
      "New contact message from Eve Bcc: victim@example.net Subject: You won",
    );
    // A "name" carrying an address is not repeated to the visitor at all.
    expect(confirm.mail?.text.startsWith("Hello,\n")).toBe(true);
    expect(confirm.mail?.raw).not.toContain("victim");
    expect(header(confirm.mail, "to")).toBe("eve@example.com");
  });

  it("confirms to the visitor from MAIL_FROM with their name and nothing else they typed (no message echo)", async () => {
    const typed = {
      topic: "project",
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "PHONE-MARKER-0101",
      company: "COMPANY-MARKER Buy cheap pills at https://spam.example",
      message: "MESSAGE-MARKER visit https://spam.example now",
      nda: false,
    };
    const response = await postJson(api.app, "/api/contact", typed);
    const { confirm } = await deliver(response.json().id);
    const mail = confirm.mail;
    expect(mail?.envelope.to).toEqual(["ada@example.com"]);
    expect(header(mail, "from")).toBe(MAIL_FROM);
    // Issue 12 item 5: "keep the display name out of To:".
    expect(header(mail, "to")).toBe("ada@example.com");
    expect(mail?.headers.has("reply-to")).toBe(false);
    expect(mail?.subject).toBe("We received your message — Meridian AI Studio");
    expect(mail?.text).toMatch(/^Hello Ada Lovelace,\n/);
    expect(mail?.html).toContain("Hello Ada Lovelace,");
    expect(mail?.attachments).toEqual([]);
    // Issue 5: "a confirmation to the visitor that carries no text the visitor typed beyond their name".
    for (const value of [typed.phone, typed.company, typed.message, "MARKER", "spam.example"]) {
      expect(mail?.raw).not.toContain(value);
      expect(mail?.text).not.toContain(value);
      expect(mail?.html).not.toContain(value);
    }
  });

  it("never greets with a name that looks like a link or is long enough to carry a pitch", async () => {
    for (const name of ["Visit www.cheap-pills.example", "http://spam.example", "A".repeat(120)]) {
      const response = await postJson(api.app, "/api/contact", {
        name,
        email: "target@example.com",
        subject: "s",
        message: "m",
      });
      const { confirm } = await deliver(response.json().id);
      expect(confirm.mail?.text).toMatch(/^Hello,\n/);
      expect(confirm.mail?.raw).not.toContain(name.slice(0, 30));
    }
  });

  it("notifies only the validated emailTo team address of a consultation (PRODUCT-DECISIONS 7)", async () => {
    const response = await postJson(api.app, "/api/consultation", {
      name: "Margaret Hamilton",
      email: "margaret@example.com",
      company: "MIT",
      datetime: "2026-12-01T14:30",
      requirements: "Guidance software review",
      emailTo: TEAM[1],
    });
    expect(response.statusCode).toBe(201);
    const { notify, confirm } = await deliver(response.json().id);
    expect(notify.mail?.envelope.to).toEqual([TEAM[1]]);
    expect(notify.mail?.subject).toBe("New consultation request from Margaret Hamilton");
    expect(notify.mail?.text).toContain("Preferred date and time: 2026-12-01T14:30");
    expect(notify.mail?.text).toContain("Company: MIT");
    expect(notify.mail?.text).toContain(`Sent to: ${TEAM[1]}`);
    expect(confirm.mail?.subject).toBe("We received your consultation request — Meridian AI Studio");
    expect(confirm.mail?.text).not.toContain("Guidance");
  });

  it("sends an application with the resume and the position in the subject", async () => {
    const resume = files.docx();
    const response = await postMultipart(
      api.app,
      "/api/apply",
      {
        name: "Alan Turing",
        email: "alan@example.com",
        phone: "+44 161 000",
        jobTitle: "Machine Learning Engineer",
      },
      [{ field: "resume", filename: "turing-cv.docx", bytes: resume }],
    );
    expect(response.statusCode).toBe(201);
    const { notify, confirm } = await deliver(response.json().id);
    expect(notify.mail?.subject).toBe("New job application from Alan Turing: Machine Learning Engineer");
    expect(notify.mail?.text).toContain("Position: Machine Learning Engineer");
    expect(notify.mail?.text).toContain("Phone: +44 161 000");
    expect(notify.mail?.attachments[0]?.filename).toBe("turing-cv.docx");
    expect(notify.mail?.attachments[0]?.contentType).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(Buffer.compare(notify.mail?.attachments[0]?.content ?? Buffer.alloc(0), resume)).toBe(0);
    expect(confirm.mail?.subject).toBe("We received your application — Meridian AI Studio");
    expect(confirm.mail?.raw).not.toContain("Machine Learning Engineer");
  });

  it("never sends a team notification outside NOTIFY_TO, whatever the outbox row names", async () => {
    // A row naming a stranger (a bug, or a tampered database) still only reaches the team.
    const created = await api.store.insertLead({
      type: "contact",
      name: "Ada",
      email: "ada@example.com",
      payload: { form: "page", name: "Ada", email: "ada@example.com", subject: "s", message: "m" },
      outbox: [{ kind: "notify-team", payload: { to: ["stranger@evil.example"], leadType: "contact" } }],
    });
    const { notify } = await deliver(created.id);
    expect(notify.mail?.envelope.to.sort()).toEqual([...TEAM].sort());
  });
});

// @vitest-environment node
import { crc32, deflateRawSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { attachmentLinks } from "../../server/admin/attachment-links.ts";
import { startTestAdmin, type TestAdmin } from "./helpers/admin-app.ts";
import { postMultipart } from "./helpers/api.ts";
import { files } from "./helpers/fixtures.ts";
import { drain, type TestWorker, testWorker } from "./helpers/mail.ts";
import { type SmtpSink, startSmtpSink } from "./helpers/smtp-sink.ts";
import { STORE_KINDS } from "./helpers/stores.ts";

/**
 * Issue 12 item 9: "A 1 MB .docx that inflates to 1 GiB was accepted and mailed: check the
 * ZIP-based formats' entry sizes and ratio (a well-kept ZIP reader) before accepting. A 10 MB
 * upload made a 14.2 MB e-mail: above a size setting, the team e-mail carries a signed,
 * expiring link to the inbox instead of the attachment."
 */

/** A ZIP whose entries are deflated, as Office writes them. */
function deflatedZip(entries: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, "utf8");
    const packed = deflateRawSync(data);
    const header = (size: number, signature: number) => {
      const bytes = Buffer.alloc(size);
      bytes.writeUInt32LE(signature, 0);
      return bytes;
    };
    const local = header(30, 0x04034b50);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, packed);
    const central = header(46, 0x02014b50);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
);
const quote = { name: "Grace Hopper", email: "grace@example.com", requirements: "See the brief." };

describe.each(STORE_KINDS)("uploaded files on %s", (kind) => {
  let admin: TestAdmin;
  let sink: SmtpSink;
  let worker: TestWorker;

  beforeAll(async () => {
    admin = await startTestAdmin(kind);
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    worker?.sender.close();
    await sink.close();
    await admin.close();
  });
  beforeEach(() => {
    sink.messages.length = 0;
  });

  it("refuses a .docx that inflates far beyond its size (a ZIP bomb) with a clear 413, storing nothing", async () => {
    const bomb = deflatedZip({
      "[Content_Types].xml": CONTENT_TYPES,
      "word/document.xml": Buffer.alloc(64 * 1024 * 1024),
    });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = await admin.store.countLeads();
    const response = await postMultipart(admin.app, "/api/quote", quote, [
      { field: "document", filename: "brief.docx", bytes: bomb },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().fields?.document).toMatch(/unpacks to far more than its size/);
    expect(await admin.store.countLeads()).toBe(before);
  });

  it("still accepts an ordinary deflated .docx", async () => {
    const docx = deflatedZip({
      "[Content_Types].xml": CONTENT_TYPES,
      "word/document.xml": Buffer.from(`<w:document>${"<w:p>Hello</w:p>".repeat(2000)}</w:document>`),
    });
    const response = await postMultipart(admin.app, "/api/quote", quote, [
      { field: "document", filename: "brief.docx", bytes: docx },
    ]);
    expect(response.statusCode).toBe(201);
  });

  it("mails a link instead of an attachment above the size setting; the link is signed and expires", async () => {
    const links = await attachmentLinks(admin.adminStore, admin.config.siteUrl);
    worker = testWorker(admin.store, sink.url, { attachmentLinks: links, attachmentMaxBytes: 50 });
    const pdf = files.pdf();
    expect(pdf.length).toBeGreaterThan(50);
    const created = await postMultipart(admin.app, "/api/quote", quote, [
      { field: "document", filename: "brief.pdf", bytes: pdf, type: "application/pdf" },
    ]);
    const id = created.json().id as string;
    await drain(worker);
    const team = sink.messages.find((mail) => mail.headers.get("x-meridian-lead-id") === id);
    expect(team).toBeDefined();
    expect(team?.attachments).toEqual([]);
    const url = /https:\/\/\S+\/admin\/api\/attachment-links\/\S+/.exec(team?.text ?? "")?.[0];
    expect(url).toBeDefined();
    const path = new URL(url ?? "").pathname + new URL(url ?? "").search;
    expect(path).toContain(id);

    // Signed: it downloads without signing in, byte for byte, as an attachment.
    const download = await admin.app.inject({ method: "GET", url: path });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers["content-disposition"]).toMatch(/^attachment/);
    // A changed signature or lead is refused.
    const tampered = path.replace(
      /signature=([^&]+)/,
      (_, value: string) => `signature=${value.slice(0, -2)}xx`,
    );
    expect((await admin.app.inject({ method: "GET", url: tampered })).statusCode).toBe(403);
    // Expiring: a link made eight days ago no longer works.
    const old = new URL(links.url(id, new Date(Date.now() - 8 * 24 * 3600_000)));
    const expired = await admin.app.inject({ method: "GET", url: old.pathname + old.search });
    expect(expired.statusCode).toBe(410);
  });

  it("keeps attaching files at or under the size setting", async () => {
    const links = await attachmentLinks(admin.adminStore, admin.config.siteUrl);
    worker = testWorker(admin.store, sink.url, {
      attachmentLinks: links,
      attachmentMaxBytes: 5 * 1024 * 1024,
    });
    const created = await postMultipart(admin.app, "/api/quote", quote, [
      { field: "document", filename: "brief.pdf", bytes: files.pdf(), type: "application/pdf" },
    ]);
    await drain(worker);
    const team = sink.messages.find((mail) => mail.headers.get("x-meridian-lead-id") === created.json().id);
    expect(team?.attachments.map((attachment) => attachment.filename)).toEqual(["brief.pdf"]);
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../../app/schemas/uploads.ts";
import { postJson, postMultipart, startTestApi, type TestApi } from "./helpers/api.ts";
import { files } from "./helpers/fixtures.ts";
import { STORE_KINDS } from "./helpers/stores.ts";

const valid = { name: "Grace Hopper", email: "grace@example.com", requirements: "A compiler, please." };
const MESSAGE =
  "Thank you! Your quote request has been received. We'll get back to you within one business day.";

describe.each(STORE_KINDS)("POST /api/quote on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(async () => {
    await api.close();
  });

  it("stores a quote request without a document and answers data.message and id (SPEC 7)", async () => {
    const response = await postMultipart(api.app, "/api/quote", valid);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    // SPEC 7: "field data.message is shown on success"; PRODUCT-DECISIONS 11: "also carries the stored record's id".
    expect(body).toEqual({ data: { message: MESSAGE }, id: expect.any(String) });
    const lead = await api.store.getLead(body.id);
    expect(lead).toMatchObject({
      type: "quote",
      status: "new",
      name: valid.name,
      email: valid.email,
      payload: valid,
    });
    expect(lead?.attachments).toEqual([]);
    const outbox = await api.store.listOutbox({ leadId: body.id });
    expect(outbox.map((message) => message.kind).sort()).toEqual(["confirm-visitor", "notify-team"]);
  });

  it("treats a file input left empty (empty name, no bytes) as no document", async () => {
    const response = await postMultipart(api.app, "/api/quote", valid, [
      { field: "document", filename: "", bytes: Buffer.alloc(0) },
    ]);
    expect(response.statusCode).toBe(201);
    expect((await api.store.getLead(response.json().id))?.attachments).toEqual([]);
  });

  it.each([
    ["pdf", "brief.pdf", files.pdf(), "application/pdf"],
    ["png", "sketch.png", files.png(), "image/png"],
    ["jpeg", "photo.jpg", files.jpeg(), "image/jpeg"],
    [
      "xlsx",
      "budget.xlsx",
      files.xlsx(),
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ],
    [
      "pptx",
      "deck.pptx",
      files.pptx(),
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    ],
    ["zip", "assets.zip", files.zip(), "application/zip"],
    [
      "docx",
      "spec.docx",
      files.docx(),
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    ["txt", "notes.txt", files.txt(), "text/plain; charset=utf-8"],
  ])("keeps an attached %s document with the lead", async (_kind, filename, bytes, contentType) => {
    const response = await postMultipart(api.app, "/api/quote", valid, [
      { field: "document", filename, bytes },
    ]);
    expect(response.statusCode).toBe(201);
    const lead = await api.store.getLead(response.json().id);
    expect(lead?.attachments).toMatchObject([{ filename, contentType, size: bytes.length }]);
    const stored = await api.store.getAttachment(lead?.attachments[0]?.id ?? "");
    expect(Buffer.from(stored?.bytes ?? []).equals(bytes)).toBe(true);
  });

  it("sanitises the document's name", async () => {
    const response = await postMultipart(api.app, "/api/quote", valid, [
      { field: "document", filename: "../../etc/<brief>.pdf", bytes: files.pdf() },
    ]);
    expect(response.statusCode).toBe(201);
    expect((await api.store.getLead(response.json().id))?.attachments[0]?.filename).toBe("_brief_.pdf");
  });

  it("refuses with 415 an executable renamed .pdf, and stores nothing", async () => {
    const before = await api.store.countLeads();
    const response = await postMultipart(api.app, "/api/quote", valid, [
      { field: "document", filename: "invoice.pdf", bytes: files.exe(), type: "application/pdf" },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      error: expect.any(String),
      fields: { document: expect.any(String) },
    });
    expect(await api.store.countLeads()).toBe(before);
  });

  it("refuses with 413 a document over 10 MB", async () => {
    const before = await api.store.countLeads();
    const big = Buffer.concat([files.pdf(), Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const response = await postMultipart(api.app, "/api/quote", valid, [
      { field: "document", filename: "big.pdf", bytes: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: "The file is larger than 10 MB." });
    expect(await api.store.countLeads()).toBe(before);
  });

  it("accepts a document of exactly 10 MB", async () => {
    const exact = Buffer.concat([files.pdf(), Buffer.alloc(MAX_UPLOAD_BYTES - files.pdf().length)]);
    const response = await postMultipart(api.app, "/api/quote", valid, [
      { field: "document", filename: "exact.pdf", bytes: exact },
    ]);
    expect(response.statusCode).toBe(201);
  });

  it("refuses with 413 more than one file", async () => {
    const before = await api.store.countLeads();
    const response = await postMultipart(api.app, "/api/quote", valid, [
      { field: "document", filename: "a.pdf", bytes: files.pdf() },
      { field: "document", filename: "b.pdf", bytes: files.pdf() },
    ]);
    expect(response.statusCode).toBe(413);
    expect(await api.store.countLeads()).toBe(before);
  });

  it("answers 400 with field errors for missing and invalid fields", async () => {
    const response = await postMultipart(api.app, "/api/quote", {
      email: "not-an-email",
      requirements: "   ",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "Some fields are missing or invalid.",
      fields: {
        name: "Name is required",
        email: "Email must be a valid e-mail address",
        requirements: "Requirements is required",
      },
    });
  });

  it("answers 415 to a JSON body (the quote form is multipart)", async () => {
    const response = await postJson(api.app, "/api/quote", valid);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ error: "Unsupported content type: send multipart/form-data." });
  });

  it("answers 400, not 500, to a truncated multipart body", async () => {
    const response = await api.app.inject({
      method: "POST",
      url: "/api/quote",
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
      payload: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nGrace',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "The form data is malformed." });
  });
});

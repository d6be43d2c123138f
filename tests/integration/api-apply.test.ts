// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, postMultipart, startTestApi, type TestApi } from "./helpers/api.ts";
import { files } from "./helpers/fixtures.ts";
import { STORE_KINDS } from "./helpers/stores.ts";

const MESSAGE = "Thank you for applying! We've received your application and will review it shortly.";
// SPEC 7: "POST /api/apply | multipart form data: name, email, phone, jobTitle, resume (file)"
const fields = {
  name: "Katherine Johnson",
  email: "kj@example.com",
  phone: "+1 555 0100",
  jobTitle: "Machine Learning Engineer",
};

describe.each(STORE_KINDS)("POST /api/apply on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(async () => {
    await api.close();
  });

  it.each([
    ["PDF", "cv.pdf", files.pdf(), "application/pdf"],
    ["DOC (OLE compound file)", "cv.doc", files.doc(), "application/msword"],
    [
      "DOCX",
      "cv.docx",
      files.docx(),
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ],
    ["ODT", "cv.odt", files.odt(), "application/vnd.oasis.opendocument.text"],
    ["RTF", "cv.rtf", files.rtf(), "application/rtf"],
    ["TXT", "cv.txt", files.txt(), "text/plain; charset=utf-8"],
  ])("stores an application with a %s resume", async (_label, filename, bytes, contentType) => {
    const response = await postMultipart(api.app, "/api/apply", fields, [
      { field: "resume", filename, bytes },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: MESSAGE, id: expect.any(String) });
    const lead = await api.store.getLead(response.json().id);
    expect(lead).toMatchObject({ type: "application", name: fields.name, payload: fields });
    expect(lead?.attachments).toMatchObject([{ filename, contentType, size: bytes.length }]);
  });

  it('uses jobTitle "a position" when none is passed (SPEC 3)', async () => {
    const { jobTitle: _omitted, ...withoutTitle } = fields;
    const response = await postMultipart(api.app, "/api/apply", withoutTitle, [
      { field: "resume", filename: "cv.pdf", bytes: files.pdf() },
    ]);
    expect(response.statusCode).toBe(201);
    expect((await api.store.getLead(response.json().id))?.payload.jobTitle).toBe("a position");
  });

  it("renames a text resume sent as .pdf so its extension tells the truth", async () => {
    const response = await postMultipart(api.app, "/api/apply", fields, [
      { field: "resume", filename: "cv.pdf", bytes: files.txt() },
    ]);
    expect(response.statusCode).toBe(201);
    expect((await api.store.getLead(response.json().id))?.attachments[0]?.filename).toBe("cv.pdf.txt");
  });

  it.each([
    ["a PNG image", "cv.png", files.png()],
    ["an executable renamed .pdf", "cv.pdf", files.exe()],
    ["a ZIP archive", "cv.zip", files.zip()],
    ["binary junk named .txt", "cv.txt", files.binaryJunk()],
  ])("refuses %s as a resume with 415 and stores nothing", async (_label, filename, bytes) => {
    const before = await api.store.countLeads();
    const response = await postMultipart(api.app, "/api/apply", fields, [
      { field: "resume", filename, bytes },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().fields).toEqual({ resume: "Resume is not an allowed file type" });
    expect(await api.store.countLeads()).toBe(before);
  });

  it("answers 400 without a resume (SPEC 5: resume file required)", async () => {
    const response = await postMultipart(api.app, "/api/apply", fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "Some fields are missing or invalid.",
      fields: { resume: "Resume is required" },
    });
  });

  it("answers 400 with every missing field at once (SPEC 5: name, email, phone required)", async () => {
    const response = await postMultipart(api.app, "/api/apply", {}, [
      { field: "resume", filename: "cv.pdf", bytes: files.pdf() },
    ]);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(["email", "name", "phone"]);
  });

  it("answers 415 to JSON", async () => {
    expect((await postJson(api.app, "/api/apply", fields)).statusCode).toBe(415);
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, startTestApi, type TestApi } from "./helpers/api.ts";
import { STORE_KINDS } from "./helpers/stores.ts";

const MESSAGE = "Thank you for your message! We'll get back to you within one business day.";
// SPEC 7: "POST /api/contact, home form | JSON: name, email, phone, company, message, topic, nda"
const home = {
  topic: "consult",
  name: "Alan Turing",
  email: "alan@example.com",
  phone: "+44 20 7946 0000",
  company: "Bletchley Park",
  message: "Can machines think?",
  nda: true,
};
// SPEC 7: "POST /api/contact, contact page | JSON: name, email, subject, message"
const page = { name: "Alan Turing", email: "alan@example.com", subject: "Enigma", message: "Hello there" };

describe.each(STORE_KINDS)("POST /api/contact on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(async () => {
    await api.close();
  });

  it("stores the home form's shape and answers message and id", async () => {
    const response = await postJson(api.app, "/api/contact", home);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: MESSAGE, id: expect.any(String) });
    const lead = await api.store.getLead(response.json().id);
    expect(lead).toMatchObject({
      type: "contact",
      name: home.name,
      email: home.email,
      payload: { form: "home", ...home },
    });
  });

  it("stores the contact page's shape", async () => {
    const response = await postJson(api.app, "/api/contact", page);
    expect(response.statusCode).toBe(201);
    expect((await api.store.getLead(response.json().id))?.payload).toEqual({ form: "page", ...page });
  });

  it("defaults nda to false and leaves empty optional fields out", async () => {
    const response = await postJson(api.app, "/api/contact", {
      ...home,
      nda: undefined,
      phone: "",
      company: " ",
    });
    expect(response.statusCode).toBe(201);
    const payload = (await api.store.getLead(response.json().id))?.payload;
    expect(payload).toEqual({
      form: "home",
      topic: "consult",
      name: home.name,
      email: home.email,
      message: home.message,
      nda: false,
    });
  });

  it("ignores unknown fields and stores HTML/SQL-looking text verbatim (trimmed)", async () => {
    const message = "<script>alert('x')</script> '; DROP TABLE leads; --";
    const response = await postJson(api.app, "/api/contact", {
      ...page,
      message: `  ${message}\n`,
      isAdmin: true,
    });
    expect(response.statusCode).toBe(201);
    const payload = (await api.store.getLead(response.json().id))?.payload;
    expect(payload?.message).toBe(message);
    expect(payload).not.toHaveProperty("isAdmin");
  });

  it.each([
    [
      "an unknown topic",
      { ...home, topic: "lunch" },
      { topic: "Topic must be one of project, consult, partnership, other" },
    ],
    [
      "a missing topic and no subject",
      { name: "A", email: "a@example.com", message: "m" },
      { topic: "Topic is required" },
    ],
    ["a missing message", { ...page, message: undefined }, { message: "Message is required" }],
    ["a blank name", { ...page, name: "   " }, { name: "Name is required" }],
    ["an invalid e-mail", { ...page, email: "alan@" }, { email: "Email must be a valid e-mail address" }],
    ["a number for a name", { ...page, name: 42 }, { name: "Name must be text" }],
    ["a string for nda", { ...home, nda: "yes" }, { nda: "NDA must be true or false" }],
    [
      "a message over 10,000 characters",
      { ...page, message: "x".repeat(10_001) },
      { message: "Message must be at most 10000 characters" },
    ],
  ])("answers 400 with field errors for %s", async (_label, body, fields) => {
    const before = await api.store.countLeads();
    const response = await postJson(api.app, "/api/contact", body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "Some fields are missing or invalid.", fields });
    expect(await api.store.countLeads()).toBe(before);
  });

  it("answers 400 to a JSON array or string instead of an object", async () => {
    expect((await postJson(api.app, "/api/contact", [page])).statusCode).toBe(400);
    expect((await postJson(api.app, "/api/contact", "hello")).statusCode).toBe(400);
  });

  it("answers 400 to malformed JSON", async () => {
    const response = await api.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "application/json" },
      payload: '{"name": "Alan", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "The request body is not valid JSON." });
  });

  it("answers 415 to a body that is not JSON", async () => {
    const response = await api.app.inject({
      method: "POST",
      url: "/api/contact",
      headers: { "content-type": "text/plain" },
      payload: JSON.stringify(page),
    });
    expect(response.statusCode).toBe(415);
  });

  it("answers 413 to a JSON body over 100 KB", async () => {
    const response = await postJson(api.app, "/api/contact", { ...page, padding: "x".repeat(101 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: "The request body is too large." });
  });
});

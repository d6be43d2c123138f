// @vitest-environment node
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDEMPOTENCY_HEADER } from "../../app/schemas/anti-abuse.ts";
import { postJson, postMultipart, startTestApi, type TestApi } from "./helpers/api.ts";
import { files } from "./helpers/fixtures.ts";
import { STORE_KINDS } from "./helpers/stores.ts";

const page = { name: "Ada", email: "ada@example.com", subject: "Hi", message: "Hello" };

describe.each(STORE_KINDS)("Idempotency-Key on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(async () => {
    await api.close();
  });

  it("answers a retry with the original id and message, creating no second lead or e-mail", async () => {
    const key = randomUUID();
    const first = await postJson(api.app, "/api/contact", page, { [IDEMPOTENCY_HEADER]: key });
    const retry = await postJson(api.app, "/api/contact", page, { [IDEMPOTENCY_HEADER]: key });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect((await api.store.listLeads()).filter((lead) => lead.id === first.json().id).length).toBe(1);
    expect((await api.store.listOutbox({ leadId: first.json().id })).length).toBe(2);
  });

  it("creates exactly one lead when two requests with the same key arrive together", async () => {
    const key = randomUUID();
    const before = await api.store.countLeads();
    const [a, b] = await Promise.all([
      postJson(api.app, "/api/contact", page, { [IDEMPOTENCY_HEADER]: key }),
      postJson(api.app, "/api/contact", page, { [IDEMPOTENCY_HEADER]: key }),
    ]);
    expect([a?.statusCode, b?.statusCode]).toEqual([201, 201]);
    expect(a?.json().id).toBe(b?.json().id);
    expect(await api.store.countLeads()).toBe(before + 1);
  });

  it("replays a multipart submission with its file", async () => {
    const key = randomUUID();
    const send = () =>
      postMultipart(
        api.app,
        "/api/apply",
        { ...page, phone: "1" },
        [{ field: "resume", filename: "cv.pdf", bytes: files.pdf() }],
        {
          [IDEMPOTENCY_HEADER]: key,
        },
      );
    const first = await send();
    const retry = await send();
    expect(retry.json()).toEqual(first.json());
    expect((await api.store.getLead(first.json().id))?.attachments.length).toBe(1);
  });

  it("answers 422 when a key is reused for a different submission", async () => {
    const key = randomUUID();
    await postJson(api.app, "/api/contact", page, { [IDEMPOTENCY_HEADER]: key });
    const reused = await postJson(
      api.app,
      "/api/contact",
      { ...page, message: "Something else" },
      { [IDEMPOTENCY_HEADER]: key },
    );
    expect(reused.statusCode).toBe(422);
    const otherEndpoint = await postJson(
      api.app,
      "/api/consultation",
      { name: "Ada", email: "ada@example.com", requirements: "x" },
      { [IDEMPOTENCY_HEADER]: key },
    );
    expect(otherEndpoint.statusCode).toBe(422);
  });

  it("answers 400 to a key that is not a UUID", async () => {
    const response = await postJson(api.app, "/api/contact", page, { [IDEMPOTENCY_HEADER]: "retry-1" });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ [IDEMPOTENCY_HEADER]: "Must be a UUID" });
  });
});

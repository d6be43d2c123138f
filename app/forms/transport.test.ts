// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeXhr } from "./fake-xhr.test-helper";
import { answerMessage, postLead, SubmitError } from "./transport";

beforeEach(() => {
  FakeXhr.requests = [];
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe("postLead", () => {
  it("posts JSON with the Idempotency-Key and resolves with the answer", async () => {
    const sent = postLead({ url: "/api/contact", body: { name: "Ada" }, idempotencyKey: "k-1" });
    const request = FakeXhr.requests[0]!;
    expect(request.headers).toMatchObject({
      "idempotency-key": "k-1",
      "content-type": "application/json",
      accept: "application/json",
    });
    expect(request.json()).toEqual({ name: "Ada" });
    request.respond(201, { message: "Thanks", id: "1" });
    await expect(sent).resolves.toEqual({ message: "Thanks", id: "1" });
  });

  it("sends FormData as it is (the browser sets the multipart boundary) and reports upload progress", async () => {
    const progress = vi.fn();
    const data = new FormData();
    data.append("name", "Ada");
    const sent = postLead({ url: "/api/apply", body: data, idempotencyKey: "k", onUploadProgress: progress });
    const request = FakeXhr.requests[0]!;
    expect(request.body).toBe(data);
    expect(request.headers["content-type"]).toBeUndefined();
    request.progress(50, 200);
    expect(progress).toHaveBeenCalledWith(50, 200);
    request.respond(201, { message: "ok", id: "2" });
    await sent;
  });

  it("rejects a non-2xx answer with its status and field errors, and a network failure with status 0", async () => {
    const refused = postLead({ url: "/api/quote", body: {}, idempotencyKey: "k" });
    FakeXhr.requests[0]!.respond(400, {
      error: "Some fields are missing or invalid.",
      fields: { email: "Bad" },
    });
    await expect(refused).rejects.toMatchObject({ status: 400, fields: { email: "Bad" } });
    await expect(refused).rejects.toBeInstanceOf(SubmitError);

    const broken = postLead({ url: "/api/quote", body: {}, idempotencyKey: "k" });
    FakeXhr.requests[1]!.failNetwork();
    await expect(broken).rejects.toMatchObject({ status: 0 });
  });
});

describe("answerMessage (SPEC §7: data.message for quotes, message for the others)", () => {
  it("reads either shape", () => {
    expect(answerMessage({ data: { message: "Quote received" }, id: "1" })).toBe("Quote received");
    expect(answerMessage({ message: "Message received", id: "2" })).toBe("Message received");
    expect(answerMessage({ id: "3" })).toBeUndefined();
    expect(answerMessage("nope")).toBeUndefined();
  });
});

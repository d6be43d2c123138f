// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, startTestApi, TEAM, type TestApi } from "./helpers/api.ts";
import { STORE_KINDS } from "./helpers/stores.ts";

const MESSAGE =
  "Thank you! Your consultation request has been received. We'll be in touch within one business day to confirm a time.";
// PRODUCT-DECISIONS 7: "JSON: name, email, company, datetime, requirements, plus the modal's emailTo"
const booking = {
  name: "Margaret Hamilton",
  email: "margaret@example.com",
  company: "MIT",
  datetime: "2026-12-01T14:30",
  requirements: "Guidance software review",
};

describe.each(STORE_KINDS)("POST /api/consultation on %s", (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(kind);
  });
  afterAll(async () => {
    await api.close();
  });

  it("stores a booking and notifies the team address the modal names", async () => {
    const response = await postJson(api.app, "/api/consultation", { ...booking, emailTo: TEAM[1] });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: MESSAGE, id: expect.any(String) });
    const id = response.json().id;
    expect((await api.store.getLead(id))?.payload).toEqual({ ...booking, emailTo: TEAM[1] });
    const notify = (await api.store.listOutbox({ leadId: id })).find(
      (message) => message.kind === "notify-team",
    );
    expect(notify?.payload.to).toEqual([TEAM[1]]);
  });

  it("notifies NOTIFY_TO when the modal names no address, and accepts optional fields left empty", async () => {
    const response = await postJson(api.app, "/api/consultation", { ...booking, company: "", datetime: "" });
    expect(response.statusCode).toBe(201);
    const id = response.json().id;
    const notify = (await api.store.listOutbox({ leadId: id })).find(
      (message) => message.kind === "notify-team",
    );
    expect(notify?.payload.to).toEqual(TEAM);
    expect((await api.store.getLead(id))?.payload).toEqual({
      name: booking.name,
      email: booking.email,
      requirements: booking.requirements,
    });
  });

  it("confirms to the visitor with nothing they typed but their name", async () => {
    const response = await postJson(api.app, "/api/consultation", booking);
    const confirm = (await api.store.listOutbox({ leadId: response.json().id })).find(
      (message) => message.kind === "confirm-visitor",
    );
    // `mailbox` is the address's key for the confirmation cap (issue 12 item 5), not typed text.
    expect(confirm?.payload).toEqual({
      to: booking.email,
      mailbox: booking.email.toLowerCase(),
      name: booking.name,
      leadType: "consultation",
    });
  });

  it("refuses an emailTo outside the team's addresses with 400, so the site is never an open relay", async () => {
    const before = await api.store.countLeads();
    const response = await postJson(api.app, "/api/consultation", {
      ...booking,
      emailTo: "victim@example.org",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "Some fields are missing or invalid.",
      fields: { emailTo: "emailTo is not one of our team addresses" },
    });
    expect(await api.store.countLeads()).toBe(before);
  });

  it("compares team addresses case-insensitively", async () => {
    const response = await postJson(api.app, "/api/consultation", {
      ...booking,
      emailTo: TEAM[0]?.toUpperCase(),
    });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ["a datetime that is not datetime-local", { ...booking, datetime: "next Tuesday" }, "datetime"],
    ["missing requirements", { ...booking, requirements: "" }, "requirements"],
    ["a missing e-mail", { ...booking, email: undefined }, "email"],
  ])("answers 400 for %s", async (_label, body, field) => {
    const response = await postJson(api.app, "/api/consultation", body);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual([field]);
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { validateLead } from "./validation";

describe("validateLead runs the server's zod schemas in the browser", () => {
  it("passes valid values", async () => {
    expect(
      await validateLead("pageContact", {
        name: "Ada",
        email: "ada@example.com",
        subject: "Hi",
        message: "Hello",
      }),
    ).toBeNull();
    expect(
      await validateLead("homeContact", {
        topic: "consult",
        name: "Ada",
        email: "ada@example.com",
        phone: "",
        company: "",
        message: "Hello",
        nda: true,
      }),
    ).toBeNull();
  });

  it("reports what the browser's own checks let through: blank text, an address without a domain dot", async () => {
    expect(await validateLead("quote", { name: "   ", email: "ada@example", requirements: "x" })).toEqual({
      name: "Name is required",
      email: "Email must be a valid e-mail address",
    });
  });

  it("checks the consultation's optional date and time format", async () => {
    const base = { name: "Ada", email: "ada@example.com", requirements: "x", company: "" };
    expect(await validateLead("consultation", { ...base, datetime: "" })).toBeNull();
    expect(await validateLead("consultation", { ...base, datetime: "2026-07-24T14:30" })).toBeNull();
    expect(await validateLead("consultation", { ...base, datetime: "tomorrow" })).toHaveProperty("datetime");
  });
});

// @vitest-environment node
import { describe, expect, it } from "vitest";
import { applicationSchema, consultationSchema, contactSchema, fieldErrors, quoteSchema } from "./leads.ts";

describe("contactSchema takes both shapes of SPEC 7", () => {
  it("reads a body with subject as the contact page form", () => {
    const parsed = contactSchema.parse({
      name: " Ada ",
      email: "ada@example.com",
      subject: "Hi",
      message: "Hello",
    });
    expect(parsed).toEqual({
      form: "page",
      name: "Ada",
      email: "ada@example.com",
      subject: "Hi",
      message: "Hello",
    });
  });

  it("reads a body with topic as the home form, nda defaulting to false", () => {
    const parsed = contactSchema.parse({
      topic: "partnership",
      name: "Ada",
      email: "ada@example.com",
      message: "Hello",
    });
    expect(parsed).toEqual({
      form: "home",
      topic: "partnership",
      name: "Ada",
      email: "ada@example.com",
      message: "Hello",
      nda: false,
    });
  });

  it("asks for a topic when neither topic nor subject is sent", () => {
    const result = contactSchema.safeParse({ name: "Ada", email: "ada@example.com", message: "Hello" });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)).toEqual({ topic: "Topic is required" });
  });
});

describe("other forms", () => {
  it('defaults the application jobTitle to "a position" (SPEC 3), also for an empty value', () => {
    expect(applicationSchema.parse({ name: "A", email: "a@example.com", phone: "1" }).jobTitle).toBe(
      "a position",
    );
    expect(
      applicationSchema.parse({ name: "A", email: "a@example.com", phone: "1", jobTitle: "" }).jobTitle,
    ).toBe("a position");
  });

  it("accepts a datetime-local value with or without seconds and rejects other dates", () => {
    const base = { name: "A", email: "a@example.com", requirements: "r" };
    expect(consultationSchema.safeParse({ ...base, datetime: "2026-07-24T14:30" }).success).toBe(true);
    expect(consultationSchema.safeParse({ ...base, datetime: "2026-07-24T14:30:05" }).success).toBe(true);
    expect(consultationSchema.safeParse({ ...base, datetime: "24/07/2026 14:30" }).success).toBe(false);
  });

  it("reports one message per field, first problem first", () => {
    const result = quoteSchema.safeParse({ name: "x".repeat(201), email: "nope" });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        name: "Name must be at most 200 characters",
        email: "Email must be a valid e-mail address",
        requirements: "Requirements is required",
      });
    }
  });
});

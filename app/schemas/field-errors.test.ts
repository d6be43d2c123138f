// @vitest-environment node

import { describe, expect, it } from "vitest";
import { z } from "zod";
import { zodFieldErrors } from "./field-errors.ts";

describe('issue 15 "One zod-error → field-errors mapping"', () => {
  const schema = z
    .object({ name: z.string().min(2, "too short").max(3, "too long"), tags: z.array(z.string()) })
    .refine((value) => value.name !== "bad", "not allowed");

  it("keeps the first message of each top-level field, nested paths under their field", () => {
    const result = schema.safeParse({ name: 7, tags: ["ok", 5] });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(zodFieldErrors(result.error)).toEqual({
        name: "Invalid input: expected string, received number",
        tags: "Invalid input: expected string, received number",
      });
    }
  });

  it('puts a problem with the whole value under "_form", or the key a caller names', () => {
    const result = schema.safeParse({ name: "bad", tags: [] });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(zodFieldErrors(result.error)).toEqual({ _form: "not allowed" });
      expect(zodFieldErrors(result.error, "body")).toEqual({ body: "not allowed" });
    }
  });
});

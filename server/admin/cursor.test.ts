// @vitest-environment node
import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "./api-routes.ts";

describe("list cursors", () => {
  it("round-trips the position of the last lead", () => {
    const cursor = { createdAt: "2026-03-02T10:00:00.000Z", id: "5f0c" };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it("answers undefined for anything else", () => {
    for (const text of [
      "",
      "bm9wZQ",
      Buffer.from('["x","y"]').toString("base64url"),
      Buffer.from("[1,2]").toString("base64url"),
    ]) {
      expect(decodeCursor(text)).toBeUndefined();
    }
  });
});

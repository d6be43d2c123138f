// @vitest-environment node
import { describe, expect, it } from "vitest";
import { hashPassword, randomToken, safeEqual, verifyPassword } from "./secrets.ts";

describe("admin secrets", () => {
  it("hashes with scrypt and a fresh salt, and verifies only the right password", async () => {
    const first = await hashPassword("correct horse battery staple");
    const second = await hashPassword("correct horse battery staple");
    expect(first).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword("correct horse battery staple", first)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", first)).toBe(false);
    expect(await verifyPassword("", first)).toBe(false);
  });

  it("treats a composed and a decomposed accent as the same password", async () => {
    const hash = await hashPassword("caf\u00e9 au lait 2026");
    expect(await verifyPassword("cafe\u0301 au lait 2026", hash)).toBe(true);
  });

  it("rejects malformed stored hashes instead of throwing", async () => {
    expect(await verifyPassword("x", "plain-text-password")).toBe(false);
    expect(await verifyPassword("x", "scrypt$0$8$1$c2FsdA$a2V5")).toBe(false);
    expect(await verifyPassword("x", "bcrypt$2b$10$abc")).toBe(false);
  });

  it("compares strings of any length without throwing", () => {
    expect(safeEqual("abc", "abc")).toBe(true);
    expect(safeEqual("abc", "abcd")).toBe(false);
    expect(safeEqual("", "")).toBe(true);
  });

  it("makes 256-bit URL-safe tokens", () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(token);
  });
});

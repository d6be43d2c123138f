// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  createAttemptKeys,
  initialSubmitState,
  newIdempotencyKey,
  type SubmitState,
  submissionFingerprint,
  submitReducer,
  uploadPercent,
} from "./submission";

const submitting: SubmitState = { status: "submitting", upload: null };

describe("submitReducer: idle → submitting → success | error (SPEC §4)", () => {
  it("starts idle and goes to submitting on submit", () => {
    expect(initialSubmitState).toEqual({ status: "idle" });
    expect(submitReducer(initialSubmitState, { type: "submit" })).toEqual(submitting);
  });

  it('ignores a second submit while submitting ("A repeat submit while submitting is ignored")', () => {
    const withProgress: SubmitState = { status: "submitting", upload: { loaded: 5, total: 10 } };
    expect(submitReducer(withProgress, { type: "submit" })).toBe(withProgress);
  });

  it("shows the server message on success and the failure message on error", () => {
    expect(submitReducer(submitting, { type: "succeed", message: "Thanks" })).toEqual({
      status: "success",
      message: "Thanks",
    });
    expect(submitReducer(submitting, { type: "fail", message: "Failed" })).toEqual({
      status: "error",
      message: "Failed",
    });
  });

  it("accepts results only while a submission is in flight", () => {
    expect(submitReducer(initialSubmitState, { type: "succeed", message: "late" })).toBe(initialSubmitState);
    const error: SubmitState = { status: "error", message: "Failed" };
    expect(submitReducer(error, { type: "succeed", message: "late" })).toBe(error);
    expect(submitReducer(error, { type: "progress", loaded: 1, total: 2 })).toBe(error);
  });

  it("allows a new submission after success or error (a retry)", () => {
    expect(submitReducer({ status: "error", message: "x" }, { type: "submit" })).toEqual(submitting);
    expect(submitReducer({ status: "success", message: "x" }, { type: "submit" })).toEqual(submitting);
  });

  it("goes back to idle when the browser-side check fails, and on reset", () => {
    expect(submitReducer(submitting, { type: "invalid" })).toEqual(initialSubmitState);
    expect(submitReducer({ status: "success", message: "x" }, { type: "reset" })).toEqual(initialSubmitState);
  });

  it("records upload progress, capped at the total", () => {
    expect(submitReducer(submitting, { type: "progress", loaded: 30, total: 120 })).toEqual({
      status: "submitting",
      upload: { loaded: 30, total: 120 },
    });
    expect(submitReducer(submitting, { type: "progress", loaded: 130, total: 120 })).toEqual({
      status: "submitting",
      upload: { loaded: 120, total: 120 },
    });
    expect(submitReducer(submitting, { type: "progress", loaded: 1, total: 0 })).toBe(submitting);
    expect(uploadPercent({ loaded: 1, total: 3 })).toBe(33);
    expect(uploadPercent({ loaded: 0, total: 0 })).toBe(0);
  });
});

describe("idempotency keys", () => {
  const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it("generates v4 UUIDs, also without crypto.randomUUID (pages served over plain HTTP)", () => {
    expect(newIdempotencyKey()).toMatch(UUID_V4);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
      const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(UUID_V4);
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: original, configurable: true });
    }
  });

  it("reuses the key for a retry of the same data, a new one for changed data and after success", () => {
    let counter = 0;
    const keys = createAttemptKeys(() => `key-${++counter}`);
    const first = submissionFingerprint({ name: "Ada", email: "ada@example.com" });
    expect(keys.keyFor(first)).toBe("key-1");
    expect(keys.keyFor(first)).toBe("key-1");
    const changed = submissionFingerprint({ name: "Ada L.", email: "ada@example.com" });
    expect(keys.keyFor(changed)).toBe("key-2");
    keys.settle();
    expect(keys.keyFor(changed)).toBe("key-3");
  });

  it("fingerprints ignore key order but see every value, including the file", () => {
    const file = { name: "cv.pdf", size: 10, lastModified: 1 };
    expect(submissionFingerprint({ a: "1", b: true, file })).toBe(
      submissionFingerprint({ file, b: true, a: "1" }),
    );
    expect(submissionFingerprint({ a: "1", file })).not.toBe(
      submissionFingerprint({ a: "1", file: { ...file, size: 11 } }),
    );
    expect(submissionFingerprint({ nda: true })).not.toBe(submissionFingerprint({ nda: false }));
  });
});

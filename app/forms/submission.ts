/**
 * The one submit state machine every visitor form shares (SPEC §4):
 *
 *   idle ──submit──► submitting ──succeed──► success
 *     ▲                 │  │                   │
 *     └────invalid──────┘  └──fail──► error    │
 *   (any) ◄──────────────────reset─────────────┘
 *
 * A submit while submitting is ignored ("A repeat submit while submitting is ignored"),
 * and results only count while a submission is in flight, so a late answer can never
 * overwrite a newer state.
 */

export type UploadProgress = { loaded: number; total: number };

export type SubmitState =
  | { status: "idle" }
  | { status: "submitting"; upload: UploadProgress | null }
  | { status: "success"; message: string }
  | { status: "error"; message: string };

export type SubmitEvent =
  | { type: "submit" }
  | { type: "progress"; loaded: number; total: number }
  /** The browser-side schema check failed: nothing was sent. */
  | { type: "invalid" }
  | { type: "succeed"; message: string }
  | { type: "fail"; message: string }
  | { type: "reset" };

export const initialSubmitState: SubmitState = { status: "idle" };

export function submitReducer(state: SubmitState, event: SubmitEvent): SubmitState {
  switch (event.type) {
    case "submit":
      return state.status === "submitting" ? state : { status: "submitting", upload: null };
    case "progress":
      if (state.status !== "submitting" || event.total <= 0) return state;
      return {
        status: "submitting",
        upload: { loaded: Math.min(event.loaded, event.total), total: event.total },
      };
    case "invalid":
      return state.status === "submitting" ? initialSubmitState : state;
    case "succeed":
      return state.status === "submitting" ? { status: "success", message: event.message } : state;
    case "fail":
      return state.status === "submitting" ? { status: "error", message: event.message } : state;
    case "reset":
      return state.status === "idle" ? state : initialSubmitState;
  }
}

/** Whole-number percentage of an upload, for the <progress> element and its label. */
export function uploadPercent(upload: UploadProgress): number {
  return upload.total > 0 ? Math.round((upload.loaded / upload.total) * 100) : 0;
}

/** A v4 UUID: crypto.randomUUID where the page is a secure context, getRandomValues elsewhere. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type FingerprintValue =
  | string
  | boolean
  | number
  | undefined
  | { name: string; size: number; lastModified: number };

/** A stable description of what is being submitted, to tell a retry from a new attempt. */
export function submissionFingerprint(values: Record<string, FingerprintValue>): string {
  return JSON.stringify(
    Object.keys(values)
      .sort()
      .map((key) => [key, values[key] ?? null]),
  );
}

/**
 * Idempotency keys per form (issue 5: "Each submission carries an idempotency key so a
 * retry cannot create a duplicate"). A retry of the same attempt (same fields, same file)
 * reuses the key, so if the first request was stored but its answer was lost, the server
 * answers the retry with the original lead instead of storing a second one. Changed data
 * is a new attempt with a new key (the server would refuse a reused key with other data),
 * and after a success the next submission always gets a fresh key.
 */
export function createAttemptKeys(generate: () => string = newIdempotencyKey) {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(fingerprint: string): string {
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: generate() };
      return current.key;
    },
    /** The attempt succeeded: its key is spent. */
    settle(): void {
      current = null;
    },
  };
}

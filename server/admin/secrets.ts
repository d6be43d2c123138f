import { createHash, randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * The admin side's few cryptographic needs, all from node:crypto: password hashes
 * (scrypt, a memory-hard KDF, with a random salt per hash), random tokens, and
 * comparisons that take the same time whether the first or the last byte differs.
 */

/** N=2^15, r=8, p=1: 32 MiB and roughly 50–100 ms per hash on a small server. */
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLength: 32, saltLength: 16 } as const;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number; keyLength: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize("NFC"),
      salt,
      params.keyLength,
      { N: params.N, r: params.r, p: params.p, maxmem: MAX_MEMORY },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** "scrypt$N$r$p$salt$hash" (salt and hash base64url), parameters kept so they can grow later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SCRYPT.saltLength);
  const key = await derive(password, salt, SCRYPT);
  return ["scrypt", SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString("base64url"), key.toString("base64url")].join(
    "$",
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split("$");
  if (scheme !== "scrypt" || !saltText || !keyText) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (![params.N, params.r, params.p].every((value) => Number.isInteger(value) && value > 0)) return false;
  const expected = Buffer.from(keyText, "base64url");
  if (expected.length < 16) return false;
  const actual = await derive(password, Buffer.from(saltText, "base64url"), {
    ...params,
    keyLength: expected.length,
  });
  return timingSafeEqual(actual, expected);
}

/** A random URL-safe token with 256 bits of entropy. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/**
 * Constant-time string equality. Both sides are hashed first, so the comparison
 * neither leaks the length of the secret nor throws on different lengths.
 */
export function safeEqual(a: string, b: string): boolean {
  return timingSafeEqual(createHash("sha256").update(a).digest(), createHash("sha256").update(b).digest());
}

import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Secrets handed to people (bearer tokens, reset links, OTP codes) are stored only as hashes, so a copy
 * of the database alone cannot be used to log in, reset a password or verify a phone.
 */

/** An opaque random token: 32 bytes, base64url (43 characters, safe in URLs and headers). */
export function generateToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Hex SHA-256. Enough for high-entropy tokens: nobody can brute-force 256 random bits. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** A uniformly random numeric code of `length` digits, leading zeros kept. */
export function generateOtp(length = 6): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/**
 * `v1$<salt>$<sha256(salt:code)>`. A six-digit code has only a million values, so the per-code salt is
 * what stops one precomputed table from reversing every stored code at once.
 */
export function hashOtp(code: string, salt = randomBytes(16).toString('base64url')): string {
  return `v1$${salt}$${sha256Hex(`${salt}:${code}`)}`;
}

/** Compares in constant time so response timing does not leak how much of a guess matched. */
export function verifyOtp(code: string, stored: string): boolean {
  const [version, salt, digest] = stored.split('$');
  if (version !== 'v1' || !salt || !digest) return false;
  const expected = Buffer.from(digest, 'hex');
  const actual = Buffer.from(sha256Hex(`${salt}:${code}`), 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

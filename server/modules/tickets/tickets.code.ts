import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { TICKET_CODE_PREFIX, ticketPayloadOf, type TTicketCodePayload } from '../../../contract/ticket-code';

export type { TTicketCodePayload };

/*
 * Ticket codes (docs/architecture.md §6): `T1.<base64url(JSON payload)>.<base64url(Ed25519 signature)>`.
 * The signature covers the exact payload bytes as transmitted, so verifiers never re-serialise JSON.
 * Scanners hold only the public key: they can reject forgeries offline but cannot mint tickets.
 */

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const ED25519_SIGNATURE_BYTES = 64;

export type TVerifyTicketCodeResult = { ok: true; payload: TTicketCodePayload } | { ok: false; reason: 'malformed' | 'bad_signature' };

export type TSigningKeyPair = { privateKey: KeyObject; publicKey: KeyObject };

export type TSigningKey = TSigningKeyPair & {
  /** signing_keys.id, or null when the key came from TICKET_SIGNING_KEY. */
  id: number | null;
  /** What scanners import with WebCrypto: base64url of the raw 32-byte public key. */
  publicKeyRaw: string;
};

export function generateSigningKeyPair(): TSigningKeyPair {
  return generateKeyPairSync('ed25519');
}

/** Base64url of the raw 32-byte Ed25519 public key: `crypto.subtle.importKey('raw', bytes, 'Ed25519', …)`. */
export function publicKeyToRawBase64Url(publicKey: KeyObject): string {
  const jwk = publicKey.export({ format: 'jwk' });
  if (jwk.crv !== 'Ed25519' || typeof jwk.x !== 'string') throw new Error('not an Ed25519 public key');
  // A JWK's `x` is by definition the base64url of the raw key.
  return jwk.x;
}

export function publicKeyFromRawBase64Url(raw: string): KeyObject {
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: raw }, format: 'jwk' });
}

/** Standard base64 of the PKCS#8 DER private key: the TICKET_SIGNING_KEY and signing_keys.private_key form. */
export function privateKeyToPkcs8Base64(privateKey: KeyObject): string {
  return privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
}

export function privateKeyFromPkcs8Base64(pkcs8Base64: string): KeyObject {
  const key = createPrivateKey({ key: Buffer.from(pkcs8Base64.trim(), 'base64'), format: 'der', type: 'pkcs8' });
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new Error(`ticket signing key must be Ed25519, got ${key.asymmetricKeyType ?? 'unknown'}`);
  }
  return key;
}

/** A signing key with its public half in the forms verifiers need. */
export function toSigningKey(id: number | null, privateKey: KeyObject): TSigningKey {
  const publicKey = createPublicKey(privateKey);
  return { id, privateKey, publicKey, publicKeyRaw: publicKeyToRawBase64Url(publicKey) };
}

function toEpochSeconds(date: Date | null): number | null {
  return date ? Math.floor(date.getTime() / 1000) : null;
}

/** The payload of a booking row (validity as epoch seconds). */
export function ticketCodePayloadOf(booking: {
  id: number;
  eventId: number;
  ticketId: number;
  validFrom: Date | null;
  validUntil: Date | null;
  usageLimit: number;
  codeVersion?: number;
}): TTicketCodePayload {
  return {
    b: booking.id,
    e: booking.eventId,
    t: booking.ticketId,
    f: toEpochSeconds(booking.validFrom),
    u: toEpochSeconds(booking.validUntil),
    l: booking.usageLimit,
    ...(booking.codeVersion !== undefined && booking.codeVersion > 1 ? { v: booking.codeVersion } : {}),
  };
}

export function signTicketCode(key: { privateKey: KeyObject }, payload: TTicketCodePayload): string {
  const { b, e, t, f, u, l, v } = payload;
  // Fixed key order and no extra fields keep codes short and identical for identical bookings; the
  // version is written only once a transfer raised it, so codes issued at payment read as before.
  const bytes = Buffer.from(JSON.stringify(v !== undefined && v > 1 ? { b, e, t, f, u, l, v } : { b, e, t, f, u, l }), 'utf8');
  const signature = sign(null, bytes, key.privateKey);
  return `${TICKET_CODE_PREFIX}.${bytes.toString('base64url')}.${signature.toString('base64url')}`;
}

/** Strict base64url: rejects padding, stray characters and non-canonical trailing bits. */
function decodeBase64Url(text: string): Buffer | null {
  if (!BASE64URL.test(text)) return null;
  const bytes = Buffer.from(text, 'base64url');
  return bytes.toString('base64url') === text ? bytes : null;
}

function parsePayload(bytes: Buffer): TTicketCodePayload | null {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
  return ticketPayloadOf(value);
}

export function verifyTicketCode(publicKey: KeyObject, code: string): TVerifyTicketCodeResult {
  const parts = code.trim().split('.');
  if (parts.length !== 3 || parts[0] !== TICKET_CODE_PREFIX) return { ok: false, reason: 'malformed' };
  const payloadBytes = decodeBase64Url(parts[1] ?? '');
  const signature = decodeBase64Url(parts[2] ?? '');
  if (!payloadBytes || !signature || signature.length !== ED25519_SIGNATURE_BYTES) {
    return { ok: false, reason: 'malformed' };
  }
  let valid: boolean;
  try {
    valid = verify(null, payloadBytes, publicKey, signature);
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, reason: 'bad_signature' };
  // Parsed only after the signature holds: a signed payload that fails here is a bug on our side,
  // but it is still reported rather than trusted.
  const payload = parsePayload(payloadBytes);
  return payload ? { ok: true, payload } : { ok: false, reason: 'malformed' };
}

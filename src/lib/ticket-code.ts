/*
 * Ticket codes read on the device (docs/architecture.md §6): `T1.<base64url payload>.<base64url
 * Ed25519 signature>`, the signature over the payload bytes exactly as sent, so nothing is ever
 * re-serialised before verifying. Shared by the pass (is my saved code intact?) and the door scanner
 * (is this code genuine?); both must read codes the same way the server does, or a pass the server
 * signed could look forged at the door.
 */

import { codeVersionOf, TICKET_CODE_PREFIX, ticketPayloadOf, type TTicketCodePayload } from '../../contract/ticket-code';

export { codeVersionOf, TICKET_CODE_PREFIX, type TTicketCodePayload };

const ED25519_SIGNATURE_BYTES = 64;
const BASE64URL = /^[A-Za-z0-9_-]+$/;

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Strict base64url, as the server reads it: no padding, no stray characters, and only the canonical
 * spelling of the bytes, so a code the device accepts is never one the server calls malformed.
 */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!BASE64URL.test(text) || text.length % 4 === 1) return null;
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  } catch {
    return null;
  }
  return toBase64Url(bytes) === text ? bytes : null;
}

export type TTicketCodeParts = { payloadBytes: Uint8Array<ArrayBuffer>; signature: Uint8Array<ArrayBuffer> };

/** The two signed parts of a code, or null when it is not shaped like one. */
export function splitTicketCode(code: string): TTicketCodeParts | null {
  const parts = code.split('.');
  if (parts.length !== 3 || parts[0] !== TICKET_CODE_PREFIX) return null;
  const payloadBytes = fromBase64Url(parts[1] ?? '');
  const signature = fromBase64Url(parts[2] ?? '');
  if (!payloadBytes || !signature || signature.length !== ED25519_SIGNATURE_BYTES) return null;
  return { payloadBytes, signature };
}

/** The payload's fields, checked as the server checks them; null for anything else. */
export function parseTicketPayload(bytes: Uint8Array): TTicketCodePayload | null {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return null;
  }
  return ticketPayloadOf(value);
}

// Importing a key costs far more than a verify; a scanner verifies hundreds of codes per key.
const importedKeys = new Map<string, Promise<CryptoKey>>();

/** The verify key for a base64url raw Ed25519 public key; rejects when the key or the browser cannot. */
export function importTicketKey(publicKey: string): Promise<CryptoKey> {
  let key = importedKeys.get(publicKey);
  if (!key) {
    const raw = fromBase64Url(publicKey);
    key = raw ? crypto.subtle.importKey('raw', raw, { name: 'Ed25519' }, false, ['verify']) : Promise.reject(new Error('not a base64url Ed25519 public key'));
    // A failed import is not kept: the next call may run where WebCrypto works (or with a fixed key).
    key.catch(() => importedKeys.delete(publicKey));
    importedKeys.set(publicKey, key);
  }
  return key;
}

/** Whether `signature` over `payloadBytes` is `key`'s; throws when WebCrypto cannot check Ed25519. */
export function verifyTicketSignature(key: CryptoKey, parts: TTicketCodeParts): Promise<boolean> {
  return crypto.subtle.verify({ name: 'Ed25519' }, key, parts.signature, parts.payloadBytes);
}

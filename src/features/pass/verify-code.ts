import { importTicketKey, parseTicketPayload, splitTicketCode, verifyTicketSignature } from '../../lib/ticket-code';

/*
 * Checks a saved ticket code against the server's Ed25519 public key (GET /api/ticket-key), on the
 * device and offline (docs/architecture.md §6). A pass that passes is exactly what the gate's scanner
 * will accept as genuine; one that fails was altered on the device.
 */

export type TCodeCheck = 'verified' | 'invalid' | 'unknown';

/**
 * 'verified': signed by the key and issued for `bookingId`; 'invalid': it is not; 'unknown': this
 * browser cannot tell (no WebCrypto Ed25519, no key saved yet).
 */
export async function checkTicketCode(code: string, bookingId: number, publicKey: string | null): Promise<TCodeCheck> {
  if (!publicKey || typeof crypto === 'undefined' || !crypto.subtle) return 'unknown';
  const parts = splitTicketCode(code);
  if (!parts) return 'invalid';
  let key: CryptoKey;
  try {
    key = await importTicketKey(publicKey);
  } catch {
    return 'unknown';
  }
  try {
    if (!(await verifyTicketSignature(key, parts))) return 'invalid';
  } catch {
    return 'unknown';
  }
  return parseTicketPayload(parts.payloadBytes)?.b === bookingId ? 'verified' : 'invalid';
}

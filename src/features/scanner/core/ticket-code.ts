import { SCAN_CODE_MAX_LENGTH } from '../../../../contract/scans';
import {
  importTicketKey,
  parseTicketPayload,
  splitTicketCode,
  verifyTicketSignature,
  type TTicketCodeParts,
  type TTicketCodePayload,
} from '../../../lib/ticket-code';

/*
 * The door scanner's reading of a ticket code (docs/architecture.md §6): genuine when any of the
 * event's public keys signed it (the manifest lists the current key first and older ones after, so a
 * pass issued before a key rotation still opens the door).
 */

export type { TTicketCodePayload };

export type TParsedTicketCode = TTicketCodeParts & { payload: TTicketCodePayload };

/**
 * `unsupported`: this browser has no WebCrypto Ed25519, so it cannot tell a genuine code from a forged
 * one; the scanner must say so instead of rejecting every ticket as forged.
 */
export type TVerifyResult = { ok: true; payload: TTicketCodePayload } | { ok: false; unsupported?: true };

/** Cameras and keyboards add spaces and line ends around what they read. */
export function normaliseScannedText(text: string): string {
  return text.trim();
}

/** The code's parts and (unverified) payload; null for anything that is not a well-formed code. */
export function parseTicketCode(code: string): TParsedTicketCode | null {
  const text = normaliseScannedText(code);
  // A hostile QR code can carry kilobytes; nothing that long is ours, so it is not even split.
  if (text.length > SCAN_CODE_MAX_LENGTH) return null;
  const parts = splitTicketCode(text);
  if (!parts) return null;
  const payload = parseTicketPayload(parts.payloadBytes);
  return payload ? { ...parts, payload } : null;
}

export async function verifyTicketCode(code: string, publicKeys: readonly string[]): Promise<TVerifyResult> {
  const parsed = parseTicketCode(code);
  if (!parsed) return { ok: false };
  let unsupported = publicKeys.length > 0;
  for (const publicKey of publicKeys) {
    let key: CryptoKey;
    try {
      key = await importTicketKey(publicKey);
    } catch (error) {
      // A malformed key in the manifest is skipped; only a browser without Ed25519 is "unsupported".
      if (!isNotSupported(error)) unsupported = false;
      continue;
    }
    unsupported = false;
    try {
      if (await verifyTicketSignature(key, parsed)) return { ok: true, payload: parsed.payload };
    } catch {
      // A verify that throws (not "false") is a broken key or engine: the code stays unproven.
    }
  }
  return unsupported ? { ok: false, unsupported: true } : { ok: false };
}

function isNotSupported(error: unknown): boolean {
  return error instanceof Error && error.name === 'NotSupportedError';
}

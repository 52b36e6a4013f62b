/*
 * The ticket code's payload (docs/architecture.md §6): `T1.<base64url(JSON payload)>.<base64url(Ed25519
 * signature)>`. The server writes it, the pass and the door scanner read it; one definition, so a code
 * the server signed never reads differently on a device.
 */

export const TICKET_CODE_PREFIX = 'T1';

export type TTicketCodePayload = {
  /** booking id */
  b: number;
  /** event id */
  e: number;
  /** ticket type id */
  t: number;
  /** valid from, epoch seconds */
  f: number | null;
  /** valid until, epoch seconds */
  u: number | null;
  /** usage limit */
  l: number;
  /**
   * Code version: 1 for the code signed at payment, one more for each accepted transfer (docs/product.md §4
   * Sending a ticket). Written only when above 1, so a ticket never sent keeps the code it was issued with;
   * a code older than the booking's `code_version` is rejected as `replaced`.
   */
  v?: number;
};

/** The code version a payload carries (absent: 1). */
export function codeVersionOf(payload: TTicketCodePayload): number {
  return payload.v ?? 1;
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function isEpochOrNull(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && Number.isSafeInteger(value));
}

/** A parsed JSON payload checked field by field; null for anything else (extra fields are dropped). */
export function ticketPayloadOf(value: unknown): TTicketCodePayload | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { b, e, t, f, u, l, v } = value as Record<string, unknown>;
  if (!isId(b) || !isId(e) || !isId(t) || !isId(l) || !isEpochOrNull(f) || !isEpochOrNull(u)) return null;
  if (v === undefined) return { b, e, t, f, u, l };
  return isId(v) ? { b, e, t, f, u, l, v } : null;
}

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
};

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

function isEpochOrNull(value: unknown): value is number | null {
  return value === null || (typeof value === 'number' && Number.isSafeInteger(value));
}

/** A parsed JSON payload checked field by field; null for anything else (extra fields are dropped). */
export function ticketPayloadOf(value: unknown): TTicketCodePayload | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { b, e, t, f, u, l } = value as Record<string, unknown>;
  if (!isId(b) || !isId(e) || !isId(t) || !isId(l) || !isEpochOrNull(f) || !isEpochOrNull(u)) return null;
  return { b, e, t, f, u, l };
}

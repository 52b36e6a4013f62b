import type { TManifestBooking, TScanDecision, TScanReason } from '../../../../contract/scans';
import { codeVersionOf, type TTicketCodePayload } from '../../../lib/ticket-code';

/*
 * The door's verdict for one scan, decided on the device with no network (docs/architecture.md §6,
 * docs/product.md §2). Pure, so the rules can be tested exhaustively and the server's re-check can be
 * compared against them. Checks run in a fixed order (signature, event, cancelled, replaced, validity window,
 * uses) so the reason shown is always the most fundamental one: a forged code is "invalid", never
 * "expired".
 */

export type TDecideScanInput = {
  /** The verified payload; null when the code is unreadable or no key of the event signed it. */
  payload: TTicketCodePayload | null;
  /** The event this scanner is admitting people to. */
  eventId: number;
  now: Date;
  /** The manifest's row for the payload's booking; null when the booking is newer than the manifest. */
  booking: TManifestBooking | null;
  /** This device's accepted scans of the booking that the manifest's used_count does not include yet. */
  localAccepted: number;
};

export type TScanVerdict = {
  decision: TScanDecision;
  reason: TScanReason | null;
  /** Null for a forged or foreign code, like the server's answer. */
  bookingId: number | null;
  /** Null when the booking is not in the manifest yet (sold after the last refresh). */
  ticketName: string | null;
  holderName: string | null;
  usageLimit: number | null;
  /** Uses the ticket has after this scan; 0 when it cannot be used any more (cancelled, expired, used up). */
  usesLeft: number | null;
};

const UNKNOWN = { bookingId: null, ticketName: null, holderName: null, usageLimit: null, usesLeft: null };

function epochMs(iso: string | null): number | null {
  if (iso === null) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

export function decideScan({ payload, eventId, now, booking: row, localAccepted }: TDecideScanInput): TScanVerdict {
  if (!payload) return { decision: 'rejected', reason: 'invalid_signature', ...UNKNOWN };
  if (payload.e !== eventId) return { decision: 'rejected', reason: 'wrong_event', ...UNKNOWN };

  // A row for another booking would be a caller's mistake; trusting it could admit on someone else's count.
  const booking = row && row.id === payload.b ? row : null;
  // The manifest is newer than the code (an organiser may cancel, re-time or add uses after issue),
  // so its values win; the signed payload stands in only for a ticket sold after the last refresh.
  const usageLimit = booking ? booking.usage_limit : payload.l;
  const validFrom = booking ? epochMs(booking.valid_from) : payload.f === null ? null : payload.f * 1000;
  const validUntil = booking ? epochMs(booking.valid_until) : payload.u === null ? null : payload.u * 1000;
  const remaining = Math.max(0, usageLimit - (booking?.used_count ?? 0) - localAccepted);
  const known = {
    bookingId: payload.b,
    ticketName: booking?.ticket_name ?? null,
    holderName: booking?.holder_name ?? null,
    usageLimit,
  };
  const rejected = (reason: TScanReason, usesLeft: number): TScanVerdict => ({ decision: 'rejected', reason, ...known, usesLeft });

  if (booking?.status === 'cancelled') return rejected('cancelled', 0);
  // The ticket was sent on and re-issued: only the newest code admits (docs/product.md §4 Sending a ticket).
  if (booking && codeVersionOf(payload) < booking.code_version) return rejected('replaced', 0);
  // Both ends are inclusive: a ticket valid from 18:00 opens the door at 18:00:00 exactly.
  const at = now.getTime();
  if (validFrom !== null && at < validFrom) return rejected('not_yet_valid', remaining);
  if (validUntil !== null && at > validUntil) return rejected('expired', 0);
  if (remaining <= 0) return rejected('already_used', 0);
  return { decision: 'accepted', reason: null, ...known, usesLeft: remaining - 1 };
}

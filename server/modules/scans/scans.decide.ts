import type { TScanReason } from '../../../contract/scans';
import type { TTicketCodePayload } from '../tickets/tickets.code';
import type { TLockedBooking } from './scans.repository';

/*
 * The server's own verdict on a scan (docs/architecture.md §6). The device decided first, offline; this
 * is the truth it is reconciled with. Checks run in the same order as on the device: signature, event,
 * cancelled, validity window, uses left.
 */

export type TServerVerdict = { accept: true } | { accept: false; reason: TScanReason };

/** A device clock ahead of the server by more than this is not believed for the validity window. */
const FUTURE_SKEW_MS = 5 * 60 * 1000;

export function scanTime(scannedAt: Date, receivedAt: Date): Date {
  return scannedAt.getTime() > receivedAt.getTime() + FUTURE_SKEW_MS ? receivedAt : scannedAt;
}

export function decideOnServer(input: {
  payload: TTicketCodePayload | null;
  eventId: number;
  eventCancelled: boolean;
  booking: TLockedBooking | undefined;
  /** Uses taken so far, including earlier scans of the same upload. */
  usedCount: number;
  at: Date;
}): TServerVerdict {
  const { payload, booking } = input;
  if (!payload) return { accept: false, reason: 'invalid_signature' };
  if (payload.e !== input.eventId) return { accept: false, reason: 'wrong_event' };
  // A genuine signature over a booking that does not exist cannot be ours to admit.
  if (!booking || booking.eventId !== input.eventId) return { accept: false, reason: 'invalid_signature' };
  if (input.eventCancelled || booking.status === 'cancelled') return { accept: false, reason: 'cancelled' };
  const at = input.at.getTime();
  if (booking.validFrom && at < booking.validFrom.getTime()) return { accept: false, reason: 'not_yet_valid' };
  if (booking.validUntil && at > booking.validUntil.getTime()) return { accept: false, reason: 'expired' };
  if (input.usedCount >= booking.usageLimit) return { accept: false, reason: 'already_used' };
  return { accept: true };
}

import { SCAN_LATE_UPLOAD_HOURS, type TScanReason } from '../../../contract/scans';
import { codeVersionOf } from '../../../contract/ticket-code';
import type { TTicketCodePayload } from '../tickets/tickets.code';
import type { TLockedBooking } from './scans.repository';

/*
 * The server's own verdict on a scan (docs/architecture.md §6). The device decided first, offline; this
 * is the truth it is reconciled with. Checks run in the same order as on the device: signature, event,
 * cancelled, replaced, validity window, uses left.
 */

export type TServerVerdict = { accept: true } | { accept: false; reason: TScanReason };

/**
 * A scan's own time is believed only from SCAN_LATE_UPLOAD_HOURS before its upload to 5 minutes after it
 * (a phone's clock a little ahead). Outside that the scan is recorded as a conflict and applies nothing
 * (docs/architecture.md §6): a backdated time must not reopen an expired ticket's window, nor a clock years
 * off decide anything.
 */
const FUTURE_SKEW_MS = 5 * 60 * 1000;

export function trustedScanTime(scannedAt: Date, receivedAt: Date): boolean {
  const t = scannedAt.getTime();
  return t <= receivedAt.getTime() + FUTURE_SKEW_MS && t >= receivedAt.getTime() - SCAN_LATE_UPLOAD_HOURS * 60 * 60 * 1000;
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
  // A transfer re-signed the ticket (docs/product.md §4 Sending a ticket): an older code no longer admits,
  // and a newer one than the booking has was never issued.
  const version = codeVersionOf(payload);
  if (version < booking.codeVersion) return { accept: false, reason: 'replaced' };
  if (version > booking.codeVersion) return { accept: false, reason: 'invalid_signature' };
  const at = input.at.getTime();
  if (booking.validFrom && at < booking.validFrom.getTime()) return { accept: false, reason: 'not_yet_valid' };
  if (booking.validUntil && at > booking.validUntil.getTime()) return { accept: false, reason: 'expired' };
  if (input.usedCount >= booking.usageLimit) return { accept: false, reason: 'already_used' };
  return { accept: true };
}

import * as z from 'zod/mini';
import type { TLocale } from '../../../contract/common';
import { TRANSFER_DAYS, TRANSFER_MESSAGES, type TTransfer, type TTransferOffer } from '../../../contract/transfers';
import type { TUserRow } from '../../db/schema';
import { validationFailed } from '../../lib/errors';
import { loginPhoneToE164 } from '../../lib/phone';
import { toIso } from '../../lib/time';
import { generateToken, sha256Hex } from '../../lib/tokens';
import type { BookingDeps } from '../bookings/bookings.deps';
import { toBookingEvent } from '../bookings/bookings.views';
import { enqueueMail, enqueueSms, enqueueTemplateMail } from '../outbox/outbox.service';
import type { TTicketReceivedParams } from './transfers.outbox';
import { signTicketCode, ticketCodePayloadOf } from '../tickets/tickets.code';
import { alreadyPending, eventEnded, notAddressed, notPending, ticketNotActive, ticketUsed, toSelf, transferNotFound } from './transfers.errors';
import * as repo from './transfers.repository';
import { transferInvitationMail, transferInvitationSms } from './transfers.mail';

/*
 * Sending a ticket to someone (docs/product.md §4 Sending a ticket; docs/architecture.md §6 for the code).
 * The holder sends one ticket to an e-mail address or a phone number; the member that address belongs to
 * accepts it, and in that one transaction the booking (same id and number) gets its new holder and a newly
 * signed code with the next version, so the old code is `replaced` at the door. Seats, the invoice, the
 * purchase coins and any refund stay with the buyer; coins on use go to whoever holds it when scanned.
 */

export type TransferDeps = Pick<BookingDeps, 'db' | 'signingKey' | 'outbox' | 'publicUrl' | 'now'>;

type TAddress = { channel: 'email' | 'phone'; to: string };

/** An e-mail address (lower case) or a mobile number (E.164; Omani when typed without a country code). */
export function addressOf(raw: string): TAddress {
  const value = raw.trim();
  if (value.includes('@')) {
    if (z.email().safeParse(value).success) return { channel: 'email', to: value.toLowerCase() };
  } else {
    const phone = loginPhoneToE164(value);
    if (phone) return { channel: 'phone', to: phone };
  }
  throw validationFailed({ to: [TRANSFER_MESSAGES.to] });
}

function isAddressOf(user: Pick<TUserRow, 'email' | 'phone' | 'phoneVerifiedAt'>, address: TAddress): boolean {
  return address.channel === 'email' ? user.email.toLowerCase() === address.to : user.phone === address.to && user.phoneVerifiedAt !== null;
}

function toTransfer(row: repo.TTransferRow, now: Date): TTransfer {
  return { id: row.id, status: repo.effectiveStatus(row, now), to: row.to, expires_at: toIso(row.expiresAt) ?? '' };
}

/** Why a booking cannot be sent or received now; nothing when it can. */
function refuseInactive(booking: repo.TTransferBooking, now: Date): void {
  if (booking.status !== 'active' || booking.eventCancelled) throw ticketNotActive();
  if (booking.usedCount > 0) throw ticketUsed();
  if (booking.validityEnd <= now) throw eventEnded();
}

function linkOf(publicUrl: string, token: string): string {
  return `${publicUrl}/transfers/${token}`;
}

/** POST /api/my-tickets/{id}/transfer: the link goes out by mail or text with the transfer, in one transaction. */
export async function sendTicket(deps: TransferDeps, sender: TUserRow, bookingId: number, rawTo: string, locale: TLocale): Promise<TTransfer> {
  const address = addressOf(rawTo);
  if (isAddressOf(sender, address)) throw toSelf();
  const now = deps.now();
  const token = generateToken();
  const transfer = await deps.db.transaction(async (tx) => {
    const booking = await repo.lockTransferBooking(tx, bookingId, sender.id);
    if (!booking) throw transferNotFound();
    refuseInactive(booking, now);
    await repo.expireLapsed(tx, booking.id, now);
    if (await repo.findPendingTransfer(tx, booking.id)) throw alreadyPending();
    const recipient = await repo.findUserByAddress(tx, address);
    if (recipient?.id === sender.id) throw toSelf();
    const messageLocale: TLocale = recipient?.locale ?? locale;
    const expiresAt = new Date(Math.min(now.getTime() + TRANSFER_DAYS * 24 * 60 * 60 * 1000, booking.validityEnd.getTime()));
    let row: repo.TTransferRow;
    try {
      row = await repo.insertTransfer(tx, {
        bookingId: booking.id,
        fromUserId: sender.id,
        ...address,
        tokenHash: sha256Hex(token),
        locale: messageLocale,
        expiresAt,
        now,
      });
    } catch (error) {
      if (error instanceof repo.TransferPendingError) throw alreadyPending();
      throw error;
    }
    const ticket = await repo.findTransferTicket(tx, booking.id, messageLocale);
    if (!ticket) throw transferNotFound();
    const invitation = {
      to: address.to,
      locale: messageLocale,
      fromName: sender.name,
      eventName: ticket.eventName,
      eventStart: ticket.eventStart,
      location: ticket.eventLocation,
      expiresAt,
      link: linkOf(deps.publicUrl, token),
    };
    // A text over the SMS caps answers 429 and sends nothing: the transfer is not made either.
    if (address.channel === 'email') await enqueueMail(tx, transferInvitationMail(invitation), { now, expiresAt });
    else await enqueueSms(tx, { to: address.to, text: transferInvitationSms(invitation), now, expiresAt }, deps.outbox.smsCaps);
    return row;
  });
  deps.outbox.wake();
  return toTransfer(transfer, now);
}

/** DELETE /api/my-tickets/{id}/transfer: the sender calls it off while it is pending. */
export async function cancelTransfer(deps: TransferDeps, sender: TUserRow, bookingId: number): Promise<TTransfer> {
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const booking = await repo.lockTransferBooking(tx, bookingId, sender.id);
    if (!booking) throw transferNotFound();
    await repo.expireLapsed(tx, booking.id, now);
    const pending = await repo.findPendingTransfer(tx, booking.id);
    if (!pending) throw notPending();
    return repo.decideTransfer(tx, pending.id, { status: 'cancelled', now });
  });
  if (!row) throw notPending();
  return toTransfer(row, now);
}

/** The transfer a link names, checked to be addressed to `user`. */
async function addressedTransfer(deps: TransferDeps, token: string, user: TUserRow): Promise<repo.TTransferRow> {
  const transfer = await repo.findTransferByTokenHash(deps.db, sha256Hex(token));
  if (!transfer) throw transferNotFound();
  if (!isAddressOf(user, transfer)) throw notAddressed();
  return transfer;
}

/** GET /api/transfers/{token}: the ticket offered, for the member it was sent to. */
export async function viewTransfer(deps: TransferDeps, token: string, user: TUserRow, locale: TLocale): Promise<TTransferOffer> {
  const now = deps.now();
  const transfer = await addressedTransfer(deps, token, user);
  const ticket = await repo.findTransferTicket(deps.db, transfer.bookingId, locale);
  const fromName = await repo.findUserName(deps.db, transfer.fromUserId);
  if (!ticket || fromName === undefined) throw transferNotFound();
  return {
    transfer: { ...toTransfer(transfer, now), from_name: fromName },
    ticket: {
      booking_number: ticket.bookingNumber,
      ticket_name: ticket.ticketName,
      usage_limit: ticket.usageLimit,
      event: toBookingEvent(ticket),
    },
  };
}

/**
 * POST /api/transfers/{token}/accept. Under the booking's lock (the scan upload's lock too): a scan of the
 * old code that got there first made it used and this refuses; one that comes after finds the new code's
 * version and is `replaced`. A second accept finds the transfer no longer pending.
 */
export async function acceptTransfer(deps: TransferDeps, token: string, user: TUserRow, locale: TLocale): Promise<{ transfer: TTransfer; bookingId: number }> {
  const now = deps.now();
  const found = await addressedTransfer(deps, token, user);
  const accepted = await deps.db.transaction(async (tx) => {
    const booking = await repo.lockTransferBooking(tx, found.bookingId);
    const transfer = await repo.lockTransfer(tx, found.id);
    if (!booking || !transfer) throw transferNotFound();
    if (repo.effectiveStatus(transfer, now) !== 'pending') {
      if (transfer.status === 'pending') await repo.decideTransfer(tx, transfer.id, { status: 'expired', now });
      return { expired: true as const };
    }
    if (booking.holderUserId === user.id) throw toSelf();
    refuseInactive(booking, now);
    const codeVersion = booking.codeVersion + 1;
    const code = signTicketCode(deps.signingKey, ticketCodePayloadOf({ ...booking, codeVersion }));
    await repo.moveBooking(tx, {
      bookingId: booking.id,
      // Sent back to its buyer: held by the buyer again, as if never sent.
      holderId: user.id === booking.userId ? null : user.id,
      holderName: user.name,
      holderEmail: user.email,
      codeVersion,
      code,
      now,
    });
    const decided = await repo.decideTransfer(tx, transfer.id, { status: 'accepted', toUserId: user.id, now });
    if (!decided) throw notPending();
    const fromName = (await repo.findUserName(tx, transfer.fromUserId)) ?? '';
    // The ticket itself, by mail: rendered when sent, with its QR as an inline image (transfers.outbox.ts).
    const params: TTicketReceivedParams = { booking_id: booking.id, user_id: user.id, name: user.name, from: fromName, locale: user.locale ?? locale };
    await enqueueTemplateMail(tx, { to: user.email, template: 'ticket_received', params }, { now });
    return { expired: false as const, transfer: decided };
  });
  // Written outside the failed branch so the expiry is kept; then refused.
  if (accepted.expired) throw notPending();
  deps.outbox.wake();
  return { transfer: toTransfer(accepted.transfer, now), bookingId: found.bookingId };
}

/** POST /api/transfers/{token}/decline: the ticket stays with its sender. */
export async function declineTransfer(deps: TransferDeps, token: string, user: TUserRow): Promise<{ transfer: TTransfer; bookingId: number }> {
  const now = deps.now();
  const found = await addressedTransfer(deps, token, user);
  const row = await deps.db.transaction(async (tx) => {
    await repo.lockTransferBooking(tx, found.bookingId);
    const transfer = await repo.lockTransfer(tx, found.id);
    if (!transfer || repo.effectiveStatus(transfer, now) !== 'pending') return undefined;
    return repo.decideTransfer(tx, transfer.id, { status: 'declined', now });
  });
  if (!row) throw notPending();
  return { transfer: toTransfer(row, now), bookingId: found.bookingId };
}

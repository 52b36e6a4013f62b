import type { TLocale } from '../../../contract/common';
import type { Db } from '../../db/client';
import { bookingNotFound } from '../bookings/bookings.errors';
import { buildApplePass } from './wallet.apple';
import { ticketNotActive, walletNotConfigured } from './wallet.errors';
import { googleSaveUrl } from './wallet.google';
import { findWalletBooking, type TWalletBookingRow } from './wallet.repository';
import type { TWalletConfig } from './wallet.settings';

/*
 * Wallet passes of the caller's own tickets (docs/architecture.md §6 "Wallet passes"). A pass is issued only
 * for a ticket that can still get its holder in: paid (it has its signed code), not cancelled, not used up,
 * not past its validity or its event cancelled. Texts are in the holder's saved language.
 */

export type WalletDeps = { db: Db; wallet: TWalletConfig; now: () => Date };

type TCaller = { id: number; locale: TLocale };

/** Another user's booking answers as an unknown one (bookings.not_found), as every My Tickets call does. */
async function activeBooking(deps: WalletDeps, caller: TCaller, bookingId: number): Promise<TWalletBookingRow & { code: string }> {
  const booking = await findWalletBooking(deps.db, caller.id, bookingId, deps.now());
  if (!booking) throw bookingNotFound();
  if (!booking.active || booking.code === null) throw ticketNotActive();
  return { ...booking, code: booking.code };
}

/** The .pkpass file and the name to save it under (`BK-0000123.pkpass`). */
export async function applePassOf(deps: WalletDeps, caller: TCaller, bookingId: number): Promise<{ file: Buffer; filename: string }> {
  const settings = deps.wallet.apple;
  if (!settings) throw walletNotConfigured();
  const booking = await activeBooking(deps, caller, bookingId);
  return { file: await buildApplePass(settings, booking, caller.locale), filename: `${booking.bookingNumber}.pkpass` };
}

/** The "Save to Google Wallet" link; `origin` is the web app's, which Google lets show the save button. */
export async function googleLinkOf(deps: WalletDeps, caller: TCaller, bookingId: number, origin: string): Promise<{ url: string }> {
  const settings = deps.wallet.google;
  if (!settings) throw walletNotConfigured();
  const booking = await activeBooking(deps, caller, bookingId);
  return { url: await googleSaveUrl(settings, booking, caller.locale, origin, deps.now()) };
}

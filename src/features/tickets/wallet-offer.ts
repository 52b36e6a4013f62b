import type { TBooking } from '../../../contract/bookings';
import type { TWalletSettings } from '../../../contract/wallet';

/*
 * Which wallet buttons a ticket offers (docs/architecture.md §6 "Wallet passes"): a wallet the server issues
 * passes for, while online (the pass is made by the server), for a ticket that can still get its holder in.
 * The server refuses the others anyway (409 wallet.ticket_not_active); the buttons are not offered for them.
 */

export type TWalletOffer = { apple: boolean; google: boolean };

const NONE: TWalletOffer = { apple: false, google: false };

type TWalletBooking = Pick<TBooking, 'status' | 'code' | 'cancelled'>;

/** Online, and a paid ticket ready to use: worth asking the server which wallets it issues. */
export function canOfferWallet(booking: TWalletBooking, online: boolean): boolean {
  return online && !booking.cancelled && booking.status === 'active' && booking.code !== null;
}

export function walletOffer(settings: TWalletSettings | undefined, booking: TWalletBooking, online: boolean): TWalletOffer {
  if (!settings || !canOfferWallet(booking, online)) return NONE;
  return { apple: settings.apple, google: settings.google };
}

/** The name a pass is saved under when the server names none: the booking number, as the server would. */
export function passFilename(bookingNumber: string): string {
  const safe = bookingNumber.replace(/[^\p{L}\p{N}-]+/gu, '-').replace(/^-+|-+$/g, '');
  return `${safe || 'ticket'}.pkpass`;
}

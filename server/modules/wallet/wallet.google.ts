import { SignJWT } from 'jose';
import { MUSCAT_OFFSET } from '../../lib/time';
import { ORGANIZATION_NAME, passTexts, validityEnd, type TPassText } from './wallet.content';
import type { TWalletBookingRow } from './wallet.repository';
import type { TGoogleWalletSettings } from './wallet.settings';
import type { TLocale } from '../../../contract/common';

/*
 * "Save to Google Wallet" (docs/architecture.md §6 "Wallet passes"): a link to
 * https://pay.google.com/gp/v/save/<JWT>, the JWT signed RS256 by the issuer's service account and carrying
 * the event as an event ticket class and the booking as an event ticket object. Google creates both when the
 * link is first opened; their ids are stable, so opening it again finds the same ticket.
 */

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

/** Google ids are `<issuer id>.<suffix>`, the suffix of letters, digits, '.', '_' and '-'. */
export function googleObjectId(issuerId: string, bookingId: number): string {
  return `${issuerId}.tadhkira-booking-${bookingId}`;
}

export function googleClassId(issuerId: string, eventId: number): string {
  return `${issuerId}.tadhkira-event-${eventId}`;
}

/** A moment as Google's DateTime wants it: local date and time in Muscat with its offset. */
function muscatIso(at: Date): string {
  return `${new Date(at.getTime() + 4 * 60 * 60 * 1000).toISOString().slice(0, 19)}${MUSCAT_OFFSET}`;
}

type TLocalizedString = { defaultValue: { language: string; value: string }; translatedValues: { language: string; value: string }[] };

/** Google's LocalizedString: the reader's language as the default, the other as a translation. */
function localizedString(texts: TPassText[], pick: (text: TPassText) => string): TLocalizedString {
  const [own, ...others] = texts as [TPassText, ...TPassText[]];
  return {
    defaultValue: { language: own.locale, value: pick(own) },
    translatedValues: others.map((text) => ({ language: text.locale, value: pick(text) })),
  };
}

const BACKGROUND = '#0c5a55';

/** The JWT's claims: issuer, audience, type, and the class and object to save. */
export function googleSaveClaims(settings: TGoogleWalletSettings, booking: TWalletBookingRow & { code: string }, locale: TLocale, origin: string) {
  const texts = passTexts(booking, locale);
  const own = texts[0]!;
  const classId = googleClassId(settings.issuerId, booking.eventId);
  const location = own.location;
  return {
    iss: settings.clientEmail,
    aud: 'google',
    typ: 'savetowallet',
    origins: [origin],
    payload: {
      eventTicketClasses: [
        {
          id: classId,
          issuerName: ORGANIZATION_NAME,
          localizedIssuerName: localizedString(texts, (text) => text.organization),
          reviewStatus: 'UNDER_REVIEW',
          eventId: `tadhkira-event-${booking.eventId}`,
          eventName: localizedString(texts, (text) => text.eventName),
          ...(location ? { venue: { name: localizedString(texts, (text) => text.location ?? location) } } : {}),
          dateTime: { start: muscatIso(booking.eventStart), end: muscatIso(booking.eventFinish) },
          hexBackgroundColor: BACKGROUND,
        },
      ],
      eventTicketObjects: [
        {
          id: googleObjectId(settings.issuerId, booking.id),
          classId,
          state: 'ACTIVE',
          barcode: { type: 'QR_CODE', value: booking.code, alternateText: booking.bookingNumber },
          ticketHolderName: booking.holderName,
          ticketNumber: booking.bookingNumber,
          ticketType: localizedString(texts, (text) => text.ticketName),
          validTimeInterval: {
            ...(booking.validFrom ? { start: { date: muscatIso(booking.validFrom) } } : {}),
            end: { date: muscatIso(validityEnd(booking)) },
          },
          hexBackgroundColor: BACKGROUND,
        },
      ],
    },
  };
}

/** The "Save to Google Wallet" URL of one booking. */
export async function googleSaveUrl(
  settings: TGoogleWalletSettings,
  booking: TWalletBookingRow & { code: string },
  locale: TLocale,
  origin: string,
  now: Date,
): Promise<string> {
  const jwt = await new SignJWT(googleSaveClaims(settings, booking, locale, origin))
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT' })
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .sign(settings.privateKey);
  return `${GOOGLE_SAVE_URL}${jwt}`;
}

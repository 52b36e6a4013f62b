import { PKPass } from 'passkit-generator';
import type { TAppleWalletSettings } from './wallet.settings';
import { ORGANIZATION_NAME, passTexts, validityEnd, type TPassField, type TPassText } from './wallet.content';
import { PASS_COLORS, passImages } from './wallet.images';
import type { TWalletBookingRow } from './wallet.repository';
import type { TLocale } from '../../../contract/common';

/*
 * An Apple Wallet event ticket (docs/architecture.md §6 "Wallet passes"), built and signed with
 * passkit-generator: pass.json in the holder's saved language, a `<lang>.lproj/pass.strings` per language so
 * a phone set to the other one reads the pass in its own, the QR of the booking's signed code, and the
 * manifest signed (PKCS #7, detached) with the pass type certificate and Apple's WWDR intermediate.
 */

/** Stable per booking, so a pass downloaded again replaces the first in Wallet instead of adding a second. */
export function appleSerialNumber(bookingId: number): string {
  return `tadhkira-booking-${bookingId}`;
}

function passField(field: TPassField): { key: string; label?: string; value: string } {
  return field.label === '' ? { key: field.key, value: field.value } : { key: field.key, label: field.label, value: field.value };
}

/** Every text of the pass as written in pass.json (the reader's language): what pass.strings files translate. */
function textsOf(text: TPassText): string[] {
  const { event, date, time, where, ticket, holder } = text.front;
  const fields = [event, date, time, ...(where ? [where] : []), ticket, holder, ...text.back];
  return [text.description, text.organization, ...fields.flatMap((field) => [field.label, field.value])];
}

/** A text as a .strings file quotes it; passkit-generator writes keys and values as given, unescaped. */
function stringsQuoted(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\r?\n/g, '\\n');
}

/**
 * `<lang>.lproj/pass.strings` for each language: pass.json's own texts as keys, that language's as values
 * (Wallet looks up every label and value, the description and the logo text there). The reader's own language
 * has its file too, so Wallet knows the pass speaks it.
 */
function localizations(texts: TPassText[]): [TLocale, Record<string, string>][] {
  const keys = textsOf(texts[0]!);
  return texts.map((text) => {
    const values = textsOf(text);
    const strings: Record<string, string> = {};
    // One entry per key: should two texts read the same in the reader's language, the first one's translation wins.
    keys.forEach((key, i) => {
      const quoted = stringsQuoted(key);
      if (key !== '' && !Object.hasOwn(strings, quoted)) strings[quoted] = stringsQuoted(values[i] ?? key);
    });
    return [text.locale, strings];
  });
}

export async function buildApplePass(settings: TAppleWalletSettings, booking: TWalletBookingRow & { code: string }, locale: TLocale): Promise<Buffer> {
  const texts = passTexts(booking, locale);
  const text = texts[0]!;
  const pass = new PKPass(
    { ...(await passImages()) },
    { wwdr: settings.wwdr, signerCert: settings.signerCert, signerKey: settings.signerKey },
    {
      formatVersion: 1,
      passTypeIdentifier: settings.passTypeId,
      teamIdentifier: settings.teamId,
      serialNumber: appleSerialNumber(booking.id),
      organizationName: ORGANIZATION_NAME,
      description: text.description,
      logoText: text.organization,
      backgroundColor: PASS_COLORS.background,
      foregroundColor: PASS_COLORS.foreground,
      labelColor: PASS_COLORS.label,
    },
  );
  pass.type = 'eventTicket';
  const { event, date, time, where, ticket, holder, booking: number } = text.front;
  pass.headerFields.push(passField(number));
  pass.primaryFields.push(passField(event));
  pass.secondaryFields.push(passField(date), passField(time));
  pass.auxiliaryFields.push(...(where ? [passField(where)] : []), passField(ticket), passField(holder));
  pass.backFields.push(...text.back.map(passField));
  pass.setBarcodes({ format: 'PKBarcodeFormatQR', message: booking.code, messageEncoding: 'iso-8859-1', altText: booking.bookingNumber });
  pass.setRelevantDate(booking.eventStart);
  pass.setExpirationDate(validityEnd(booking));
  for (const [lang, strings] of localizations(texts)) pass.localize(lang, strings);
  return pass.getAsBuffer();
}

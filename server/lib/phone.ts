import { DEFAULT_COUNTRY_CODE, nationalMobileNumber } from '../../contract/auth';

/**
 * Phones are stored in E.164 ("+96891234567") so one number has one spelling and the unique index on
 * users.phone holds across countries. The validity rules live in the contract, shared with the web forms.
 */

/** E.164 of a mobile typed for a country, or null when it is not a valid mobile there. */
export function toE164(countryCode: string, raw: string): string | null {
  const national = nationalMobileNumber(countryCode, raw);
  return national === null ? null : `${countryCode}${national}`;
}

/**
 * The E.164 a login identifier names, or null when it does not look like a phone. With a "+" or "00"
 * prefix the country code is taken as typed; without one the number is read as Omani (the product's
 * market), with or without its 968 prefix.
 */
export function loginPhoneToE164(login: string): string | null {
  const compact = login.trim().replace(/[\s\-().]/g, '');
  const international = /^(\+|00)([1-9]\d{5,14})$/.exec(compact);
  if (international) return `+${international[2]}`;
  return toE164(DEFAULT_COUNTRY_CODE, compact);
}

/** "+96891234567" → "+968*****567" for logs, which must not hold whole phone numbers. */
export function maskPhone(e164: string): string {
  if (e164.length <= 7) return '*'.repeat(e164.length);
  return `${e164.slice(0, 4)}${'*'.repeat(e164.length - 7)}${e164.slice(-3)}`;
}

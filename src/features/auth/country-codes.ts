import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DEFAULT_COUNTRY_CODE } from '../../../contract/auth';

export { DEFAULT_COUNTRY_CODE };

/** Oman first (the product's market, docs/product.md §1), then its Gulf neighbours. */
export const COUNTRY_CODES = [
  { code: DEFAULT_COUNTRY_CODE, country: msg`Oman` },
  { code: '+971', country: msg`United Arab Emirates` },
  { code: '+966', country: msg`Saudi Arabia` },
  { code: '+974', country: msg`Qatar` },
  { code: '+973', country: msg`Bahrain` },
  { code: '+965', country: msg`Kuwait` },
] as const satisfies ReadonlyArray<{ code: string; country: MessageDescriptor }>;

/**
 * "+968 Oman": the code first so a narrow select still shows it. The code sits in a left-to-right
 * isolate, or an Arabic line would render it as "968+".
 */
export function countryOptionLabel(code: string, country: string): string {
  return `\u2066${code}\u2069 ${country}`;
}

/** A user's stored calling code when the dropdown offers it, else Oman's. */
export function knownCountryCode(code: string | undefined): string {
  return COUNTRY_CODES.some((option) => option.code === code) && code !== undefined ? code : DEFAULT_COUNTRY_CODE;
}

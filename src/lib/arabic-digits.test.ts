import { readFileSync } from 'node:fs';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';

/**
 * Arabic pages write numbers with Arabic-Indic digits only (docs/product.md §9): a Western digit
 * typed into an Arabic translation shows as-is, beside prices and dates in ٠–٩. Placeholders ({count}) and
 * tags (<0/>) are formatted elsewhere; Latin names (MP4) keep theirs.
 */
const KEEP_WESTERN: ReadonlySet<string> = new Set([
  // Staff input hints: the digits are what to type into a number field.
  'Enter a limit from 1 to 1000, or leave it empty',
  'Enter an amount in OMR, e.g. 5.500',
  'Enter how many times a ticket admits, from 1 to 1000',
  'Enter the number of tickets, from 0 to 1,000,000',
  'Up to 3 decimals; 0 for a free ticket.',
  'JPEG, PNG or WebP, up to {maxMegabytes} MB. Shown 4:5, cropped from the centre.',
  'Muscat time (GMT+4), wherever this device is.',
]);

function westernDigitsOutsidePlaceholders(text: string): boolean {
  const prose = text
    .replace(/\{[^{}]*\}/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/[A-Za-z]+[0-9]+/g, '');
  return /[0-9]/.test(prose);
}

describe('the Arabic catalog', () => {
  it('writes its own numbers in Arabic-Indic digits', () => {
    const po = PO.parse(readFileSync(new URL('../locales/ar/messages.po', import.meta.url), 'utf8'));
    const offenders = po.items
      .filter((item) => !KEEP_WESTERN.has(item.msgid))
      .filter((item) => item.msgstr.some(westernDigitsOutsidePlaceholders))
      .map((item) => item.msgid);
    expect(offenders).toEqual([]);
  });
});

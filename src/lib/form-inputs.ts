import { z } from 'zod';
import { toLatinDigits } from './form-errors';
import { muscatInputToIso } from './muscat-time';

/**
 * Field messages of the dashboard forms that the contract does not define (it checks the wire values;
 * these check what the admin typed). Translated in components/dashboard/admin-field-messages.ts.
 */
/* eslint-disable lingui/no-unlocalized-strings -- message keys, like the contract's; components/dashboard/admin-field-messages.ts translates them */
export const FORM_MESSAGES = {
  startRequired: 'Start date is required',
  finishRequired: 'End date is required',
  dateTimeInvalid: 'Enter a valid date and time',
  /** The same words as the contract's own date-order check (ZAdminEventFieldsSchema). */
  endBeforeStart: 'The end must not be before the start',
  totalInvalid: 'Enter the number of tickets, from 0 to 1,000,000',
  usageLimitInvalid: 'Enter how many times a ticket admits, from 1 to 1000',
  perBuyerLimitInvalid: 'Enter a limit from 1 to 1000, or leave it empty',
  /** The same words as the contract's own check of `checkout_hold_minutes` (ZAdminEventFieldsSchema). */
  holdMinutesInvalid: 'The seat hold must be 5 to 60 minutes, or empty for the default',
} as const;
/* eslint-enable lingui/no-unlocalized-strings */

/** Arabic-Indic digits and the Arabic decimal separator, as the ASCII the API takes. */
export function toLatinNumber(value: string): string {
  return toLatinDigits(value)
    .replace(/\u066b/g, '.')
    .trim();
}

/** A required datetime-local value (Muscat wall time) → ISO 8601 with +04:00. */
export function muscatDateTime(requiredMessage: string) {
  return z
    .string()
    .trim()
    .min(1, requiredMessage)
    .transform((value, ctx) => {
      const iso = muscatInputToIso(value);
      if (iso === null) {
        ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.dateTimeInvalid });
        return z.NEVER;
      }
      return iso;
    });
}

/** An optional datetime-local value: '' → null (the API's "not set"), else ISO 8601 with +04:00. */
export const ZOptionalMuscatDateTime = z
  .string()
  .trim()
  .transform((value, ctx) => {
    if (value === '') return null;
    const iso = muscatInputToIso(value);
    if (iso === null) {
      ctx.addIssue({ code: 'custom', message: FORM_MESSAGES.dateTimeInvalid });
      return z.NEVER;
    }
    return iso;
  });

function parseWhole(raw: string, min: number, max: number): number | null {
  const value = toLatinNumber(raw);
  const number = Number(value);
  return /^\d+$/.test(value) && number >= min && number <= max ? number : null;
}

/** A whole number typed as text (Arabic digits welcome) within [min, max]. */
export function wholeNumber(min: number, max: number, message: string) {
  return z.string().transform((raw, ctx) => {
    const number = parseWhole(raw, min, max);
    if (number === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return number;
  });
}

/** The same, or null when left empty (the API's "not set"). */
export function optionalWholeNumber(min: number, max: number, message: string) {
  return z.string().transform((raw, ctx) => {
    if (raw.trim() === '') return null;
    const number = parseWhole(raw, min, max);
    if (number === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return number;
  });
}

/** True when both instants are set and the second is before the first. */
export function endsBeforeStart(start: string | null | undefined, end: string | null | undefined): boolean {
  if (!start || !end) return false;
  return Date.parse(end) < Date.parse(start);
}

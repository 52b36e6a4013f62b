import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fieldMessage } from '../../lib/form-errors';
import { FORM_MESSAGES } from '../../lib/form-inputs';
import { TICKET_LIMIT_MESSAGES } from '../../../contract/admin-catalogue';

/**
 * The dashboard forms' field messages: the contract's (contract/admin-catalogue.ts, admin-people.ts: the same English text
 * from the client's schemas and the server's 422 `errors`) and the forms' own (lib/form-inputs.ts), translated.
 */
const ADMIN_FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  'Name is required': msg`Name is required`,
  'Description is required': msg`Description is required`,
  'Enter an amount in OMR, e.g. 5.500': msg`Enter an amount in OMR, e.g. 5.500`,
  'Enter coins with at most two decimals': msg`Enter coins with at most two decimals`,
  [TICKET_LIMIT_MESSAGES.price]: msg`A ticket costs at most 50,000 OMR`,
  [TICKET_LIMIT_MESSAGES.coins]: msg`A ticket gives at most 10,000 coins`,
  'Title is required': msg`Title is required`,
  'Please give a reason': msg`Please give a reason`,
  [FORM_MESSAGES.startRequired]: msg`Start date is required`,
  [FORM_MESSAGES.finishRequired]: msg`End date is required`,
  [FORM_MESSAGES.dateTimeInvalid]: msg`Enter a valid date and time`,
  [FORM_MESSAGES.endBeforeStart]: msg`The end must not be before the start`,
  [FORM_MESSAGES.totalInvalid]: msg`Enter the number of tickets, from 0 to 1,000,000`,
  [FORM_MESSAGES.usageLimitInvalid]: msg`Enter how many times a ticket admits, from 1 to 1000`,
  [FORM_MESSAGES.perBuyerLimitInvalid]: msg`Enter a limit from 1 to 1000, or leave it empty`,
  [FORM_MESSAGES.holdMinutesInvalid]: msg`The seat hold must be 5 to 60 minutes, or empty for the default`,
};

/** A field message in the current language; one this map does not know goes through the shared map, then as sent. */
export function adminFieldMessage(message: string | undefined): string | undefined {
  if (message === undefined || message === '') return undefined;
  const descriptor = ADMIN_FIELD_MESSAGES[message];
  return descriptor ? i18n._(descriptor) : fieldMessage(message);
}

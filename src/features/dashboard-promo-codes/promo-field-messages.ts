import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PROMO_ADMIN_MESSAGES } from '../../../contract/admin-promo-codes';
import { adminFieldMessage } from '../../components/dashboard/admin-field-messages';
import { PROMO_FORM_MESSAGES } from './promo-code-form.schema';

/**
 * The promo code form's field messages: the contract's (the same English text from the form's schema and the
 * server's 422 `errors`, contract/admin-promo-codes.ts) and the form's own, translated; the rest as every dashboard
 * form words them.
 */
const PROMO_FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  [PROMO_ADMIN_MESSAGES.code]: msg`A code is 3 to 32 letters, digits, - or _`,
  [PROMO_ADMIN_MESSAGES.percent]: msg`A percentage is a whole number from 1 to 100`,
  [PROMO_ADMIN_MESSAGES.amount]: msg`Enter an amount in OMR above zero, e.g. 2.500`,
  [PROMO_ADMIN_MESSAGES.window]: msg`The end must be after the start`,
  [PROMO_ADMIN_MESSAGES.tickets]: msg`Every ticket type must belong to the chosen event`,
  [PROMO_ADMIN_MESSAGES.taken]: msg`A promo code with this code already exists.`,
  [PROMO_FORM_MESSAGES.maxUses]: msg`Enter a number of tickets from 1 to 1,000,000, or leave it empty`,
  [PROMO_FORM_MESSAGES.maxUsesPerUser]: msg`Enter a number of tickets from 1 to 1000, or leave it empty`,
};

export function promoFieldMessage(message: string | undefined): string | undefined {
  const descriptor = message === undefined ? undefined : PROMO_FIELD_MESSAGES[message];
  return descriptor ? i18n._(descriptor) : adminFieldMessage(message);
}

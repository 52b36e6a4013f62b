import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { TEXT_MESSAGES } from '../../../../contract/text';

/**
 * The contract's contact-form messages (contract/community.ts, the same English text from the
 * client's validation and the server's 422 `errors`), translated.
 */
const CONTACT_FIELD_MESSAGES: Record<string, MessageDescriptor> = {
  'Name is required.': msg`Name is required.`,
  'Invalid email address.': msg`Invalid email address.`,
  'Invalid phone number.': msg`Invalid phone number.`,
  'Subject is required.': msg`Subject is required.`,
  'Message is required.': msg`Message is required.`,
  [TEXT_MESSAGES.unsafeCharacters]: msg`Remove the invisible control characters from this text.`,
};

const FALLBACK = msg`Please check this field.`;

/** A field message in the current language; anything unexpected gets a generic, translated hint. */
export function contactFieldMessage(message: string | undefined): string | undefined {
  if (message === undefined || message === '') return undefined;
  return i18n._(CONTACT_FIELD_MESSAGES[message] ?? FALLBACK);
}

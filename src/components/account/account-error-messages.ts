import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TErrorCode } from '../../../contract/errors';

/*
 * The error codes only the signed-in pages meet (sending a ticket, wallet passes), translated: in the account catalog
 * part (the line below, build/catalog-part-files.ts), so their words load with those pages, not with every page,
 * although every screen's error map imports them. Merged into the one message map of src/lib/error-messages.ts.
 */
// catalog part: account
export const ACCOUNT_ERROR_MESSAGES = {
  'transfers.not_found': msg`This ticket link could not be found.`,
  'transfers.not_pending': msg`This ticket was already accepted, declined or cancelled, or the link expired.`,
  'transfers.already_pending': msg`This ticket is already on its way to someone. Cancel that first.`,
  'transfers.not_addressed': msg`This ticket was sent to another e-mail address or phone number. Sign in with that account to accept it.`,
  'transfers.ticket_used': msg`A ticket that has been used at the door cannot be sent.`,
  'transfers.event_ended': msg`This event has ended.`,
  'transfers.ticket_not_active': msg`Only a paid ticket that is not cancelled can be sent.`,
  'transfers.to_self': msg`This is your own e-mail address or phone number.`,
  'wallet.not_configured': msg`This wallet is not available right now.`,
  'wallet.ticket_not_active': msg`Only a ticket that can still be used can be added to a wallet.`,
} satisfies Partial<Record<TErrorCode, MessageDescriptor>>;

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TErrorCode } from '../../../contract/errors';

/*
 * The error codes only the dashboard and the scanner meet, translated: in the admin catalog part (the line below,
 * build/catalog-part-files.ts), so their words load with those screens, not with every page, although every
 * screen's error map imports them. Merged into the one message map of src/lib/error-messages.ts.
 */
// catalog part: admin
export const ADMIN_ERROR_MESSAGES = {
  'users.not_found': msg`This account could not be found.`,
  'users.own_role': msg`You cannot change your own role.`,
  'users.last_admin': msg`This is the last administrator. Make someone else an administrator first.`,
  'redemptions.not_pending': msg`This redemption is no longer pending.`,
  'refunds.not_found': msg`This refund could not be found.`,
  'refunds.not_failed': msg`Only a failed refund can be retried.`,
  'badges.not_found': msg`This badge could not be found.`,
  'events.has_bookings': msg`This event has bookings, so it cannot be deleted. Cancel it instead.`,
  'tickets.total_below_sold': msg`The total cannot be lower than the tickets already sold.`,
  'tickets.has_sales': msg`This ticket type has sales, so it cannot be deleted.`,
  'categories.parent_invalid': msg`A category cannot be placed under itself or one of its subcategories.`,
  'categories.has_children': msg`This category has subcategories. Move or delete them first.`,
  'categories.has_events': msg`Events are filed under this category. Move them to another category first.`,
  'uploads.type_not_allowed': msg`This file type is not allowed.`,
  'uploads.too_large': msg`The file is too large.`,
  'uploads.too_many_pixels': msg`The image is too large. Please use a smaller image.`,
  'uploads.image_unreadable': msg`The image could not be read.`,
  'uploads.video_too_long': msg`Video must be 60 seconds or less`,
  'uploads.video_unreadable': msg`The video could not be read. Please try another file.`,
  'uploads.file_required': msg`Please choose a file.`,
  'promo.code_taken': msg`A promo code with this code already exists.`,
  'promo.not_found': msg`Promo code not found.`,
  'waitlist.no_seats': msg`Not enough seats are free to make this offer.`,
  'waitlist.not_waiting': msg`This entry is no longer waiting.`,
  'scans.cursor_invalid': msg`The ticket list on this device is out of date. It will be downloaded again.`,
  'payments.bad_signature': msg`The payment notification could not be verified.`,
} satisfies Partial<Record<TErrorCode, MessageDescriptor>>;

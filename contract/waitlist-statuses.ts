/*
 * A waitlist entry's statuses (docs/product.md §10 Waitlist), without zod: the schema and the web app share them.
 * `waiting`: in line; `offered`: seats held in the user's name until the offer ends; `converted`: the offer was
 * paid; `expired`: the offer ran out or was declined; `left`: the user left the line or an administrator removed it.
 */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'converted', 'expired', 'left'] as const;
export type TWaitlistStatus = (typeof WAITLIST_STATUSES)[number];

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { TAuditAction, TAuditEntity } from '../../../contract/audit';

/*
 * The words of /dashboard/audit for the contract's records and actions (docs/architecture.md §12). Each has a
 * context of its own: "Created" is a past-tense action here, a date's label elsewhere, and a record's kind reads as a
 * noun on its own ("Payment", not the act of paying).
 */

/** A record's kind, as the entity filter lists it and an entry names it ("Ticket type #12"). */
export const AUDIT_ENTITY_LABELS = {
  event: msg({ message: 'Event', context: 'audit record' }),
  ticket_type: msg({ message: 'Ticket type', context: 'audit record' }),
  category: msg({ message: 'Category', context: 'audit record' }),
  badge: msg({ message: 'Badge', context: 'audit record' }),
  reward: msg({ message: 'Reward', context: 'audit record' }),
  media: msg({ message: 'Media', context: 'audit record' }),
  user: msg({ message: 'User', context: 'audit record' }),
  booking: msg({ message: 'Booking', context: 'audit record' }),
  invoice: msg({ message: 'Invoice', context: 'audit record' }),
  redemption: msg({ message: 'Redemption', context: 'audit record' }),
  promo_code: msg({ message: 'Promo code', context: 'audit record' }),
  waitlist_entry: msg({ message: 'Waitlist entry', context: 'audit record' }),
  payment: msg({ message: 'Payment', context: 'audit record' }),
  refund: msg({ message: 'Refund', context: 'audit record' }),
  scan_conflict: msg({ message: 'Scan conflict', context: 'audit record' }),
} as const satisfies Record<TAuditEntity, MessageDescriptor>;

/** What happened to the record, as a past-tense phrase, and the colour of its badge. */
export const AUDIT_ACTION_LABELS = {
  create: { label: msg({ message: 'Created', context: 'audit action' }), palette: 'green' },
  update: { label: msg({ message: 'Updated', context: 'audit action' }), palette: 'blue' },
  delete: { label: msg({ message: 'Deleted', context: 'audit action' }), palette: 'red' },
  add_category: { label: msg({ message: 'Added category', context: 'audit action' }), palette: 'purple' },
  remove_category: { label: msg({ message: 'Removed category', context: 'audit action' }), palette: 'orange' },
  add_badge: { label: msg({ message: 'Added badge', context: 'audit action' }), palette: 'purple' },
  remove_badge: { label: msg({ message: 'Removed badge', context: 'audit action' }), palette: 'orange' },
} as const satisfies Record<TAuditAction, { label: MessageDescriptor; palette: string }>;

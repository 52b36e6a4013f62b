/*
 * The audit log's names (docs/architecture.md §12), without zod: the dashboard's route reads them in its search
 * params, which load with the app's first page (src/lib/search-params.ts).
 */

export const AUDIT_ENTITIES = [
  'event',
  'ticket_type',
  'category',
  'badge',
  'reward',
  'media',
  'user',
  'booking',
  'invoice',
  'redemption',
  'promo_code',
  'waitlist_entry',
  'payment',
  'refund',
  'scan_conflict',
] as const;
export type TAuditEntity = (typeof AUDIT_ENTITIES)[number];

/**
 * What happened to the row: created, updated, deleted; for an event's categories and badges, the link
 * added or removed (`add_category`, `remove_category`, `add_badge`, `remove_badge`).
 */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'add_category', 'remove_category', 'add_badge', 'remove_badge'] as const;
export type TAuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTOR_KINDS = ['user', 'system'] as const;

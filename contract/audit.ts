import { z } from 'zod';
import { MAX_PAGE, successEnvelope, ZPaginationSchema } from './common';
import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS, AUDIT_ENTITIES } from './audit-names';
import { MAX_ID } from './constants';
import { ZIdSchema } from './ids';

/*
 * The audit log (docs/architecture.md §12): every change an administrator, door staff or the system
 * (payment webhooks, the reconciler, the workers) makes to the catalogue, people or money, recorded by
 * the database in the transaction that made it. Role 1 only (the admin scope).
 */

export { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS, AUDIT_ENTITIES, type TAuditAction, type TAuditEntity } from './audit-names';

export const ZAuditLogQuerySchema = z.object({
  actor_id: z.coerce.number().int().min(1).max(MAX_ID).optional(),
  entity: z.enum(AUDIT_ENTITIES).optional(),
  entity_id: z.coerce.number().int().min(1).max(MAX_ID).optional(),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});
export type TAuditLogQuery = z.infer<typeof ZAuditLogQuerySchema>;

/** One changed field: its value before and after, as the database stores it (null: none). */
export const ZAuditChangeSchema = z.object({ from: z.unknown(), to: z.unknown() });

export const ZAuditEntrySchema = z.object({
  /** A bigint in the database; safe as a JSON number far beyond any log's length. */
  id: z.number().int().min(1),
  at: z.iso.datetime({ offset: true }),
  /** Who did it; null for the system, and for a user deleted since. */
  actor: z.object({ id: ZIdSchema, name: z.string() }).nullable(),
  actor_kind: z.enum(AUDIT_ACTOR_KINDS),
  /** The call or job that made the change, e.g. `PATCH /api/admin/users/:id/role`, `payments.reconciler`. */
  via: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  entity: z.enum(AUDIT_ENTITIES),
  entity_id: ZIdSchema,
  /** The fields that changed; secrets (password hashes, ticket codes) and counters are left out. */
  changes: z.record(z.string(), ZAuditChangeSchema),
});
export type TAuditEntry = z.infer<typeof ZAuditEntrySchema>;

export const ZAuditLogResponseSchema = successEnvelope(z.object({ entries: z.array(ZAuditEntrySchema), pagination: ZPaginationSchema }));
export type TAuditLogResponse = z.infer<typeof ZAuditLogResponseSchema>;

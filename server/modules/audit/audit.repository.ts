import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { TAuditEntity } from '../../../contract/audit';
import type { DbExecutor } from '../../db/client';
import { auditLog, users, type TAuditLogRow } from '../../db/schema';

/* The audit log's reads (docs/architecture.md §12); its rows are written by the database's triggers. */

export type TAuditFilter = { actorId?: number; entity?: TAuditEntity; entityId?: number };

export type TAuditRowWithActor = TAuditLogRow & { actorName: string | null };

function whereOf(filter: TAuditFilter): SQL | undefined {
  return and(
    filter.actorId === undefined ? undefined : eq(auditLog.actorId, filter.actorId),
    filter.entity === undefined ? undefined : eq(auditLog.entity, filter.entity),
    filter.entityId === undefined ? undefined : eq(auditLog.entityId, filter.entityId),
  );
}

/** Newest first; the indexes on (entity, entity_id, id) and (actor_id, id) serve the filtered pages. */
export async function findAuditPage(
  db: DbExecutor,
  filter: TAuditFilter & { limit: number; offset: number },
): Promise<{ rows: TAuditRowWithActor[]; total: number }> {
  const where = whereOf(filter);
  const rows = await db
    .select({ row: auditLog, actorName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [totalRow] = await db.select({ total: count() }).from(auditLog).where(where);
  return { rows: rows.map((r) => ({ ...r.row, actorName: r.actorName })), total: Number(totalRow?.total ?? 0) };
}

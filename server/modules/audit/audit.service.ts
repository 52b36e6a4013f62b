import type { TAuditEntry, TAuditLogQuery } from '../../../contract/audit';
import type { TPagination } from '../../../contract/common';
import type { Db } from '../../db/client';
import { pageWindow, paginationOf } from '../../lib/pagination';
import { findAuditPage, type TAuditRowWithActor } from './audit.repository';

/* The audit log as the administrator reads it (docs/architecture.md §12). */

function toEntry(row: TAuditRowWithActor): TAuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actorId === null || row.actorName === null ? null : { id: row.actorId, name: row.actorName },
    actor_kind: row.actorKind,
    via: row.via,
    action: row.action,
    entity: row.entity,
    entity_id: row.entityId,
    changes: row.changes as TAuditEntry['changes'],
  };
}

export async function listAuditLog(db: Db, query: TAuditLogQuery): Promise<{ entries: TAuditEntry[]; pagination: TPagination }> {
  const { rows, total } = await findAuditPage(db, {
    actorId: query.actor_id,
    entity: query.entity,
    entityId: query.entity_id,
    ...pageWindow(query),
  });
  return { entries: rows.map(toEntry), pagination: paginationOf(query, total) };
}

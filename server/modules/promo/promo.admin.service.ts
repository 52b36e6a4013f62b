import {
  PROMO_ADMIN_MESSAGES,
  type TAdminPromoCode,
  type TAdminPromoCodeBody,
  type TAdminPromoCodeListQuery,
  type TAdminPromoCodeUpdateBody,
} from '../../../contract/admin-promo-codes';
import type { TPagination } from '../../../contract/common';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { TPromoCodeRow } from '../../db/schema';
import { validationFailed } from '../../lib/errors';
import { formatBaisa, omrToBaisa } from '../../lib/money';
import { pageWindow, paginationOf } from '../../lib/pagination';
import { dateOrNull } from '../../lib/time';
import { promoCodeTaken, promoNotFound, promoTicketsOutsideEvent } from './promo.errors';
import {
  deletePromo,
  findPromoPage,
  insertPromo,
  lockPromo,
  promoWasUsed,
  ticketsOfEvent,
  updatePromo,
  type TAdminPromoRow,
  type TPromoValues,
} from './promo.repository';

/* The administrator's promo codes (docs/product.md §10 Promo codes), each write in a transaction (the audit log, docs/architecture.md §12). */

function valueOf(row: Pick<TPromoCodeRow, 'kind' | 'value'>): string {
  return row.kind === 'percent' ? String(row.value) : formatBaisa(row.value);
}

function toAdminPromo(row: TAdminPromoRow): TAdminPromoCode {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: valueOf(row),
    event_id: row.eventId,
    ticket_ids: row.ticketIds,
    max_uses: row.maxUses,
    max_uses_per_user: row.maxUsesPerUser,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    active: row.active,
    uses: row.uses,
    discount_total: formatBaisa(row.discountTotal),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function storedValue(kind: 'percent' | 'fixed', value: string): number {
  return kind === 'percent' ? Number(value) : omrToBaisa(value);
}

async function loadPromo(db: Db, id: number, now: Date): Promise<TAdminPromoCode> {
  const { rows } = await findPromoPage(db, { limit: 1, offset: 0, id }, now);
  const row = rows[0];
  if (!row) throw promoNotFound();
  return toAdminPromo(row);
}

export async function listPromoCodes(db: Db, query: TAdminPromoCodeListQuery, now: Date): Promise<{ promo_codes: TAdminPromoCode[]; pagination: TPagination }> {
  const { rows, total } = await findPromoPage(db, { search: query.search?.toUpperCase(), ...pageWindow(query) }, now);
  return { promo_codes: rows.map(toAdminPromo), pagination: paginationOf(query, total) };
}

async function checkScope(db: Db, eventId: number | null, ticketIds: number[] | null): Promise<void> {
  if (ticketIds === null || ticketIds.length === 0) return;
  if (eventId === null) throw validationFailed({ event_id: [PROMO_ADMIN_MESSAGES.tickets] });
  if (!(await ticketsOfEvent(db, eventId, ticketIds))) throw promoTicketsOutsideEvent();
}

function takenOr(error: unknown): never {
  if (isUniqueViolation(error, 'promo_codes_code_unique')) throw promoCodeTaken();
  throw error;
}

export async function createPromoCode(db: Db, body: TAdminPromoCodeBody, now: Date): Promise<TAdminPromoCode> {
  const values: TPromoValues = {
    code: body.code.toUpperCase(),
    kind: body.kind,
    value: storedValue(body.kind, body.value),
    eventId: body.event_id ?? null,
    ticketIds: body.ticket_ids && body.ticket_ids.length > 0 ? [...new Set(body.ticket_ids)] : null,
    maxUses: body.max_uses ?? null,
    maxUsesPerUser: body.max_uses_per_user ?? null,
    startsAt: dateOrNull(body.starts_at ?? null),
    endsAt: dateOrNull(body.ends_at ?? null),
    active: body.active ?? true,
  };
  await checkScope(db, values.eventId, values.ticketIds);
  const row = await db.transaction((tx) => insertPromo(tx, values)).catch(takenOr);
  return loadPromo(db, row.id, now);
}

/** Fields left out keep their value; kind, value, window and scope are checked as the code will have them. */
export async function editPromoCode(db: Db, id: number, body: TAdminPromoCodeUpdateBody, now: Date): Promise<TAdminPromoCode> {
  await db
    .transaction(async (tx) => {
      const current = await lockPromo(tx, id);
      if (!current) throw promoNotFound();
      const kind = body.kind ?? current.kind;
      if (body.kind !== undefined && body.kind !== current.kind && body.value === undefined) throw validationFailed({ value: [PROMO_ADMIN_MESSAGES.amount] });
      const startsAt = body.starts_at === undefined ? current.startsAt : dateOrNull(body.starts_at);
      const endsAt = body.ends_at === undefined ? current.endsAt : dateOrNull(body.ends_at);
      if (startsAt && endsAt && endsAt <= startsAt) throw validationFailed({ ends_at: [PROMO_ADMIN_MESSAGES.window] });
      const eventId = body.event_id === undefined ? current.eventId : body.event_id;
      const ticketIds =
        body.ticket_ids === undefined ? current.ticketIds : body.ticket_ids && body.ticket_ids.length > 0 ? [...new Set(body.ticket_ids)] : null;
      await checkScope(db, eventId, ticketIds);
      const values: Partial<TPromoValues> = {
        ...(body.code === undefined ? {} : { code: body.code.toUpperCase() }),
        kind,
        ...(body.value === undefined ? {} : { value: storedValue(kind, body.value) }),
        eventId,
        ticketIds,
        ...(body.max_uses === undefined ? {} : { maxUses: body.max_uses }),
        ...(body.max_uses_per_user === undefined ? {} : { maxUsesPerUser: body.max_uses_per_user }),
        startsAt,
        endsAt,
        ...(body.active === undefined ? {} : { active: body.active }),
      };
      await updatePromo(tx, id, values, now);
    })
    .catch(takenOr);
  return loadPromo(db, id, now);
}

/** Deleted when no order ever named it; otherwise switched off (its invoices keep pointing at it). */
export async function removePromoCode(db: Db, id: number, now: Date): Promise<{ id: number; deleted: boolean; promo_code: TAdminPromoCode | null }> {
  const deleted = await db.transaction(async (tx) => {
    if (!(await lockPromo(tx, id))) throw promoNotFound();
    if (!(await promoWasUsed(tx, id))) return deletePromo(tx, id);
    await updatePromo(tx, id, { active: false }, now);
    return false;
  });
  return { id, deleted, promo_code: deleted ? null : await loadPromo(db, id, now) };
}

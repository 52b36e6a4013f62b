import type { TAdminTicket, TAdminTicketBody, TAdminTicketUpdateBody } from '../../../contract/admin-catalogue';
import type { Db } from '../../db/client';
import type { TTicketRow } from '../../db/schema';
import { formatBaisa, formatCoinHundredths, parseBaisa, parseCoinHundredths } from '../../../contract/money';
import { toIso, dateOrNull } from '../../lib/time';
import { eventCancelled } from '../events/events.admin.errors';
import { eventNotFound } from '../events/events.errors';
import { rangesInvalid, ticketHasSales, ticketNotFound, totalBelowSold, type TTicketRangeField } from './tickets.admin.errors';
import {
  deleteUnsoldTicket,
  findTicketById,
  findTicketEvent,
  findTicketsOfEvent,
  insertTicket,
  updateTicket,
  type TTicketValues,
} from './tickets.admin.repository';

/*
 * Ticket types as the administrator edits them (docs/product.md §3, §7). Validity left out (null) means
 * the event's own times: the booking signs each code with the event's window then (bookings.service
 * validityOf), so a ticket type follows its event when the event is moved.
 */

/** "5" / "5.5" / "5.500" (the contract's input pattern) → baisa. */
function baisaOf(omr: string): number {
  const [whole = '0', fraction = ''] = omr.split('.');
  const baisa = parseBaisa(`${whole}.${fraction.padEnd(3, '0')}`);
  if (baisa === null) throw new Error(`not an OMR amount: ${omr}`);
  return baisa;
}

/** "10" / "2.5" / "2.50" → coin hundredths. */
function hundredthsOf(coins: string): number {
  const [whole = '0', fraction = ''] = coins.split('.');
  const hundredths = parseCoinHundredths(`${whole}.${fraction.padEnd(2, '0')}`);
  if (hundredths === null) throw new Error(`not a coin amount: ${coins}`);
  return hundredths;
}

export function toAdminTicket(row: TTicketRow): TAdminTicket {
  return {
    id: row.id,
    event_id: row.eventId,
    name: row.name,
    name_ar: row.nameAr,
    price: formatBaisa(row.price),
    total: row.total,
    sold: row.sold,
    usage_limit: row.usageLimit,
    valid_from: toIso(row.validFrom),
    valid_until: toIso(row.validUntil),
    sale_starts_at: toIso(row.saleStartsAt),
    sale_ends_at: toIso(row.saleEndsAt),
    coins_on_purchase: formatCoinHundredths(row.coinsOnPurchase),
    coins_on_usage: formatCoinHundredths(row.coinsOnUsage),
    per_buyer_limit: row.perBuyerLimit,
    waiting: row.waiting,
    created_at: toIso(row.createdAt) ?? '',
  };
}

/** The body's fields that were sent, as columns; undefined stays out so a PUT keeps what it leaves out. */
function valuesOf(body: TAdminTicketUpdateBody): Partial<TTicketValues> {
  const values: Partial<TTicketValues> = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.name_ar !== undefined) values.nameAr = body.name_ar;
  if (body.price !== undefined) values.price = baisaOf(body.price);
  if (body.total !== undefined) values.total = body.total;
  if (body.usage_limit !== undefined) values.usageLimit = body.usage_limit;
  if (body.valid_from !== undefined) values.validFrom = dateOrNull(body.valid_from);
  if (body.valid_until !== undefined) values.validUntil = dateOrNull(body.valid_until);
  if (body.sale_starts_at !== undefined) values.saleStartsAt = dateOrNull(body.sale_starts_at);
  if (body.sale_ends_at !== undefined) values.saleEndsAt = dateOrNull(body.sale_ends_at);
  if (body.coins_on_purchase !== undefined) values.coinsOnPurchase = hundredthsOf(body.coins_on_purchase);
  if (body.coins_on_usage !== undefined) values.coinsOnUsage = hundredthsOf(body.coins_on_usage);
  if (body.per_buyer_limit !== undefined) values.perBuyerLimit = body.per_buyer_limit;
  return values;
}

type TRanges = Pick<TTicketValues, 'validFrom' | 'validUntil' | 'saleStartsAt' | 'saleEndsAt'>;

function checkRanges(r: TRanges): void {
  const bad: TTicketRangeField[] = [];
  if (r.validFrom && r.validUntil && r.validUntil < r.validFrom) bad.push('valid_until');
  if (r.saleStartsAt && r.saleEndsAt && r.saleEndsAt < r.saleStartsAt) bad.push('sale_ends_at');
  if (bad.length > 0) throw rangesInvalid(bad);
}

export async function listEventTickets(db: Db, eventId: number): Promise<TAdminTicket[]> {
  if (!(await findTicketEvent(db, eventId))) throw eventNotFound();
  return (await findTicketsOfEvent(db, eventId)).map(toAdminTicket);
}

export async function createTicket(db: Db, eventId: number, body: TAdminTicketBody): Promise<TAdminTicket> {
  const event = await findTicketEvent(db, eventId);
  if (!event) throw eventNotFound();
  if (event.cancelled) throw eventCancelled();
  const values: TTicketValues = {
    name: body.name,
    nameAr: body.name_ar,
    price: baisaOf(body.price),
    total: body.total,
    usageLimit: body.usage_limit,
    validFrom: dateOrNull(body.valid_from ?? null),
    validUntil: dateOrNull(body.valid_until ?? null),
    saleStartsAt: dateOrNull(body.sale_starts_at ?? null),
    saleEndsAt: dateOrNull(body.sale_ends_at ?? null),
    coinsOnPurchase: body.coins_on_purchase === undefined ? 0 : hundredthsOf(body.coins_on_purchase),
    coinsOnUsage: body.coins_on_usage === undefined ? 0 : hundredthsOf(body.coins_on_usage),
    perBuyerLimit: body.per_buyer_limit ?? null,
  };
  checkRanges(values);
  // In a transaction, as every administrator's write, so the audit log names who (docs/architecture.md §12).
  const row = await db.transaction((tx) => insertTicket(tx, eventId, values));
  if (row === 'event_gone') throw eventNotFound();
  return toAdminTicket(row);
}

export async function editTicket(db: Db, id: number, body: TAdminTicketUpdateBody): Promise<TAdminTicket> {
  const current = await findTicketById(db, id);
  if (!current) throw ticketNotFound();
  const values = valuesOf(body);
  checkRanges({ ...current, ...values });
  const row = await db.transaction((tx) => updateTicket(tx, id, values, new Date()));
  if (row === undefined) throw ticketNotFound();
  if ('belowTaken' in row) throw totalBelowSold(row.belowTaken);
  return toAdminTicket(row);
}

export async function removeTicket(db: Db, id: number): Promise<{ id: number }> {
  const outcome = await db.transaction((tx) => deleteUnsoldTicket(tx, id));
  if (outcome === 'not_found') throw ticketNotFound();
  if (outcome === 'has_sales') throw ticketHasSales();
  return { id };
}

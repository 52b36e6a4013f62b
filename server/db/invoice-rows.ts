import type { TInvoiceRow } from './schema';

/** An `invoices` row as raw SQL returns it (`select *`, `returning *`), before its numbers and dates are typed. */
export type TInvoiceSqlRow = {
  id: number;
  number: string;
  user_id: number;
  subtotal: number;
  vat: number;
  total: number;
  vat_rate_bp: number;
  discount: number;
  promo_code_id: number | null;
  promo_code: string | null;
  status: TInvoiceRow['status'];
  idempotency_key: string | null;
  expires_at: Date | string | null;
  paid_at: Date | string | null;
  status_reason: string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

function optionalDate(value: Date | string | null): Date | null {
  return value === null ? null : new Date(value);
}

/** The typed row, as Drizzle's own reads give it: both drivers may answer numbers and dates as strings. */
export function invoiceRowOf(r: TInvoiceSqlRow): TInvoiceRow {
  return {
    id: Number(r.id),
    number: r.number,
    userId: Number(r.user_id),
    subtotal: Number(r.subtotal),
    vat: Number(r.vat),
    total: Number(r.total),
    vatRateBp: Number(r.vat_rate_bp),
    discount: Number(r.discount ?? 0),
    promoCodeId: r.promo_code_id === null || r.promo_code_id === undefined ? null : Number(r.promo_code_id),
    promoCode: r.promo_code ?? null,
    status: r.status,
    idempotencyKey: r.idempotency_key,
    expiresAt: optionalDate(r.expires_at),
    paidAt: optionalDate(r.paid_at),
    statusReason: r.status_reason,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  };
}

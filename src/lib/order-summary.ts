import type { TLocale } from '../../contract/common';
import { formatOMR, isFree } from './money';

/*
 * How an order's amounts read wherever they are shown (docs/product.md §10 Promo codes): the booking panel's
 * preview, the confirmation, the checkout pages, My Tickets and the dashboard's invoices. `subtotal` is price ×
 * quantity, `discount` what a promo code took off, `vat` the VAT of what is left, `total` what is paid.
 */

export type TOrderAmounts = {
  subtotal: string;
  /** "0.000" (or absent) without a promo code. */
  discount?: string | null | undefined;
  vat: string;
  total: string;
};

export type TOrderLineKind = 'subtotal' | 'discount' | 'vat' | 'total';
export type TOrderLine = { kind: TOrderLineKind; amount: string };

/** True when a promo code took something off: an invoice without one carries "0.000". */
export function hasDiscount(discount: string | null | undefined): boolean {
  return discount !== null && discount !== undefined && !isFree(discount);
}

/** Subtotal, the discount when there is one, VAT and total, in the order they are read. */
export function orderSummaryLines(amounts: TOrderAmounts): TOrderLine[] {
  const lines: TOrderLine[] = [{ kind: 'subtotal', amount: amounts.subtotal }];
  if (hasDiscount(amounts.discount)) lines.push({ kind: 'discount', amount: amounts.discount ?? '0.000' });
  lines.push({ kind: 'vat', amount: amounts.vat }, { kind: 'total', amount: amounts.total });
  return lines;
}

/**
 * A discount as the amount it takes off: "-OMR 2.500" in English, the Arabic formatter's own minus (with its
 * letter mark, so the sign stays before the digits right to left) in Arabic. Zero reads as zero, never "-0".
 */
export function formatDiscount(discount: string, locale: TLocale): string {
  const value = Math.abs(Number(discount));
  return formatOMR(Number.isFinite(value) && value > 0 ? -value : 0, locale);
}

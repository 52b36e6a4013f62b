import { sql } from 'drizzle-orm';
import type { TLocale } from '../../../contract/common';
import type { DbExecutor } from '../../db/client';
import { localized } from '../../db/localized';
import { bookings, events, invoices, users } from '../../db/schema';
import type { TInvoiceRow } from '../../db/schema';
import { findInvoice } from './payments.repository';

/** An invoice as the dashboard lists it: its row, how many bookings, and its event (the shape of bookings' invoice lists). */
type TInvoiceListRow = TInvoiceRow & { bookingsCount: number; eventId: number | null; eventName: string | null };

export type TAdminInvoiceRow = { row: TInvoiceListRow; user: { id: number; name: string; email: string }; refunded: number; cancelReason: string | null };

/** An invoice as the dashboard shows it: its buyer, its event, what its cancellations gave back, and why. */
export async function findAdminInvoice(db: DbExecutor, invoiceId: number, locale: TLocale): Promise<TAdminInvoiceRow | undefined> {
  const invoice = await findInvoice(db, invoiceId);
  if (!invoice) return undefined;
  const result = await db.execute<{
    user_id: number;
    name: string;
    email: string;
    bookings_count: number | string;
    event_id: number | null;
    event_name: string | null;
    refunded: number | string | null;
    cancel_reason: string | null;
  }>(sql`
    select u.id as user_id, u.name, u.email,
      (select count(*) from ${bookings} b where b.invoice_id = ${invoiceId}::int) as bookings_count,
      (select min(b.event_id) from ${bookings} b where b.invoice_id = ${invoiceId}::int) as event_id,
      (select ${localized<string>(locale, events.name, events.nameAr)} from ${events} where ${events.id} = (select min(b.event_id) from ${bookings} b where b.invoice_id = ${invoiceId}::int)) as event_name,
      (select sum(b.refunded) from ${bookings} b where b.invoice_id = ${invoiceId}::int) as refunded,
      coalesce((select b.cancel_reason from ${bookings} b where b.invoice_id = ${invoiceId}::int and b.cancel_reason is not null order by b.cancelled_at desc limit 1), ${invoices.statusReason}) as cancel_reason
    from ${invoices} join ${users} u on u.id = ${invoices.userId}
    where ${invoices.id} = ${invoiceId}::int`);
  const r = result.rows[0];
  if (!r) return undefined;
  const eventId = r.event_id === null ? null : Number(r.event_id);
  return {
    row: { ...invoice, bookingsCount: Number(r.bookings_count), eventId, eventName: r.event_name },
    user: { id: Number(r.user_id), name: r.name, email: r.email },
    refunded: Number(r.refunded ?? 0),
    cancelReason: r.cancel_reason,
  };
}

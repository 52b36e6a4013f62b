import { randomUUID } from 'node:crypto';
import type { TScanUploadItem } from '../../../contract/scans';
import type { TestApp } from '../../test/test-app';
import { bookPaid } from '../../test/checkout';
import { bearerOf, type TTestUser } from '../../test/fixtures';

/** Books `quantity` tickets through the API, paid through the test checkout, and returns their ids and codes. */
export async function bookTickets(t: TestApp, buyer: TTestUser, ticketId: number, quantity: number): Promise<{ id: number; code: string }[]> {
  const booked = await bookPaid(t.app, { headers: bearerOf(buyer), payload: { ticket_id: ticketId, quantity } });
  if (booked.statusCode !== 201) throw new Error(`booking failed: ${booked.body}`);
  return booked.json().data.bookings.map((b: { id: number; code: string }) => ({ id: b.id, code: b.code }));
}

export function scanOf(code: string, overrides: Partial<TScanUploadItem> = {}): TScanUploadItem {
  return { scan_id: randomUUID(), code, decision: 'accepted', reason: null, scanned_at: new Date().toISOString(), device_id: 'gate-1', ...overrides };
}

export function upload(t: TestApp, user: TTestUser, eventId: number, scans: TScanUploadItem[]) {
  return t.app.inject({ method: 'POST', url: `/api/admin/events/${eventId}/scans`, headers: bearerOf(user), payload: { scans } });
}

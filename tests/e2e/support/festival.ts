import type { APIRequestContext } from '@playwright/test';

/** The door staff's demo account (the seed's, printed in the start log). */
export const DEMO_STAFF = { login: 'staff@tadhkira.om', password: 'staff123' } as const;

/** The festival running now in the demo data (its door is open), and its single-entry ticket type. */
export async function runningFestival(request: APIRequestContext, staffToken: string): Promise<{ eventId: number; ticketId: number }> {
  const list = await request.get('/api/admin/scan/events', { headers: { Authorization: `Bearer ${staffToken}` } });
  const events = ((await list.json()) as { data: { events: { id: number; name: string }[] } }).data.events;
  const event = events.find((e) => e.name === 'Muscat Nights Festival');
  if (!event) throw new Error('the demo festival is not running');
  const detail = await request.get(`/api/events/${event.id}`);
  const tickets = ((await detail.json()) as { data: { event: { tickets: { id: number; name: string }[] } } }).data.event.tickets;
  const ticket = tickets.find((t) => t.name === 'Day entry');
  if (!ticket) throw new Error('no Day entry ticket');
  return { eventId: event.id, ticketId: ticket.id };
}

import { expect, type APIRequestContext } from '@playwright/test';
import { bearer } from './admin-api';
import { bookAndPayViaApi } from './booking-api';

/*
 * API helpers of the people-and-money journeys (docs/product.md §7): booking with the answer kept, the seats left
 * of a ticket, the admin's view of rewards and redemptions, and clean-up.
 */

export type TBooked = { id: number; booking_number: string; code: string };

/**
 * POST /api/bookings and pay on the test gateway (a priced booking is a seat hold until paid), answering the
 * paid bookings (their ids, numbers and codes) and the coins earned.
 */
export async function bookAndKeep(
  request: APIRequestContext,
  token: string,
  ticketId: number,
  quantity = 1,
): Promise<{ bookings: TBooked[]; coinsEarned: string }> {
  const paid = await bookAndPayViaApi(request, token, ticketId, quantity);
  return { bookings: paid.bookings, coinsEarned: paid.coins_earned };
}

/** The seats left of one ticket type, as the public event page reads them (GET /api/events/{id}). */
export async function seatsLeft(request: APIRequestContext, eventId: number, ticketId: number): Promise<number> {
  const res = await request.get(`/api/events/${eventId}`);
  expect(res.ok(), await res.text()).toBe(true);
  const { data } = (await res.json()) as { data: { event: { tickets: { id: number; available: number }[] } } };
  const ticket = data.event.tickets.find((t) => t.id === ticketId);
  if (!ticket) throw new Error(`Ticket ${ticketId} is not on event ${eventId}`);
  return ticket.available;
}

type TMyBooking = { id: number; booking_number: string; status: string; cancelled: boolean };

/** One booking as its holder reads it (GET /api/my-tickets/{id}). */
export async function myBooking(request: APIRequestContext, token: string, bookingId: number): Promise<TMyBooking> {
  const res = await request.get(`/api/my-tickets/${bookingId}`, { headers: bearer(token) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { booking: TMyBooking } }).data.booking;
}

export type TAdminRewardRow = {
  id: number;
  title: string;
  description: string;
  cost: string;
  valid_until: string | null;
  active: boolean;
  redemptions_count: number;
};

/** Every reward the admin list finds for `search` (GET /api/admin/rewards). */
export async function adminRewards(request: APIRequestContext, token: string, search: string): Promise<TAdminRewardRow[]> {
  const res = await request.get('/api/admin/rewards', { params: { search, per_page: 100 }, headers: bearer(token) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { rewards: TAdminRewardRow[] } }).data.rewards;
}

/** The current rewards a user sees (GET /api/rewards): inside their window, redeemable with enough coins. */
export async function currentRewards(request: APIRequestContext, token: string): Promise<{ id: number; title: string; cost: string }[]> {
  const res = await request.get('/api/rewards', { headers: bearer(token) });
  expect(res.ok(), await res.text()).toBe(true);
  const { data } = (await res.json()) as { data: { rewards: { id: number; title: string; cost: string; reason_unavailable: string | null }[] } };
  return data.rewards.filter((r) => r.reason_unavailable === null || r.reason_unavailable === 'insufficient_coins');
}

/** Removes (or, once redeemed, deactivates) every reward titled `title`: clean-up after a failed run. */
export async function retireRewards(request: APIRequestContext, token: string, title: string): Promise<void> {
  for (const reward of await adminRewards(request, token, title)) {
    if (reward.title === title && reward.active) await request.delete(`/api/admin/rewards/${reward.id}`, { headers: bearer(token) });
  }
}

/** The redemptions of a reward as the admin reads them. */
export async function adminRedemptions(request: APIRequestContext, token: string, rewardId: number): Promise<{ id: number; code: string; status: string }[]> {
  const res = await request.get(`/api/admin/rewards/${rewardId}/redemptions`, { headers: bearer(token) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { redemptions: { id: number; code: string; status: string }[] } }).data.redemptions;
}

/** The signed-in user's role as the server has it now (GET /api/user). */
export async function currentRole(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/user', { headers: bearer(token) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { user: { role_id: number } } }).data.user.role_id;
}

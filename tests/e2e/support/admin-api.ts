import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';

/** The demo administrator (server/db/seed.ts). */
export const DEMO_ADMIN = { login: 'admin@tadhkira.om', password: 'admin123' } as const;

/** Logs in through POST /api/auth/login and answers the bearer token. */
export async function loginAs(request: APIRequestContext, login: string, password: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { login, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

export function bearer(token: string): { Authorization: string } {
  return { Authorization: `Bearer ${token}` };
}

/** A small solid PNG made here, so every run uploads bytes of its own (and a different hero each time). */
export async function generatePng(width: number, height: number, rgb: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: rgb } })
    .png()
    .toBuffer();
}

/** A random colour, so two runs never upload the same image. */
export function randomColour(): { r: number; g: number; b: number } {
  const channel = () => Math.floor(Math.random() * 256);
  return { r: channel(), g: channel(), b: channel() };
}

/**
 * "YYYY-MM-DDTHH:mm" in Muscat wall time, `days` from today at `hour`:`minute`, as a datetime-local input
 * takes it (the event form reads its inputs as Muscat time, whatever the browser's zone).
 */
export function muscatInput(days: number, hour: number, minute = 0): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Muscat', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 24 * 60 * 60 * 1000),
  );
  return `${day}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

type TAdminTicket = { id: number; name: string; price: string; total: number; sold: number; usage_limit: number };

/** The event's ticket types as the admin API has them. */
export async function adminTickets(request: APIRequestContext, token: string, eventId: number): Promise<TAdminTicket[]> {
  const res = await request.get(`/api/admin/events/${eventId}/tickets`, { headers: bearer(token) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { tickets: TAdminTicket[] } }).data.tickets;
}

export type TAdminEventRow = { id: number; name: string; name_ar: string; status: string; tickets_sold: number };

/** One page of GET /api/admin/events. */
export async function adminEvents(request: APIRequestContext, token: string, query: Record<string, string | number> = {}): Promise<TAdminEventRow[]> {
  const res = await request.get('/api/admin/events', { params: query, headers: bearer(token) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { events: TAdminEventRow[] } }).data.events;
}

export type TAdminEventDetail = TAdminEventRow & {
  poster_image_url: string | null;
  categories: { id: number; name: string }[];
  start_date: string;
  finish_date: string;
};

/** GET /api/admin/events/{id}. */
export async function adminEvent(request: APIRequestContext, token: string, eventId: number): Promise<TAdminEventDetail> {
  const res = await request.get(`/api/admin/events/${eventId}`, { headers: bearer(token) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { event: TAdminEventDetail } }).data.event;
}

/** The first page of an event's bookings (GET /api/admin/events/{id}/bookings). */
export async function adminBookings(request: APIRequestContext, token: string, eventId: number): Promise<{ booking_number: string; email: string }[]> {
  const res = await request.get(`/api/admin/events/${eventId}/bookings`, { headers: bearer(token) });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { data: { bookings: { booking_number: string; email: string }[] } }).data.bookings;
}

/**
 * Cancels an event through the API: it leaves the public lists, so the other journeys' view of the demo
 * data (discovery's counts, booking's findBookableTicket) is as before this spec ran.
 */
export async function cancelEvent(request: APIRequestContext, token: string, eventId: number): Promise<void> {
  const res = await request.post(`/api/admin/events/${eventId}/cancel`, { data: { reason: 'e2e clean-up' }, headers: bearer(token) });
  expect(res.ok(), await res.text()).toBe(true);
}

type TCategoryNode = { id: number; name: string; name_ar: string; children: TCategoryNode[] };

/** Every category of the admin tree, flattened. */
export async function adminCategories(request: APIRequestContext, token: string): Promise<TCategoryNode[]> {
  const res = await request.get('/api/admin/categories', { headers: bearer(token) });
  expect(res.ok(), await res.text()).toBe(true);
  const tree = ((await res.json()) as { data: { categories: TCategoryNode[] } }).data.categories;
  const flat: TCategoryNode[] = [];
  const walk = (nodes: TCategoryNode[]) =>
    nodes.forEach((node) => {
      flat.push(node);
      walk(node.children);
    });
  walk(tree);
  return flat;
}

/** Deletes a category through the API when it still exists (clean-up after a failed run). */
export async function deleteCategoryIfPresent(request: APIRequestContext, token: string, name: string): Promise<void> {
  const found = (await adminCategories(request, token)).find((category) => category.name === name);
  if (found) await request.delete(`/api/admin/categories/${found.id}`, { headers: bearer(token) });
}

export type TSlide = { id: number; url: string; position: number };

/** GET /api/slider in position order. */
export async function sliderImages(request: APIRequestContext): Promise<TSlide[]> {
  const res = await request.get('/api/slider');
  expect(res.ok()).toBe(true);
  const slides = ((await res.json()) as { data: TSlide[] }).data;
  return [...slides].sort((a, b) => a.position - b.position);
}

/** POST /api/admin/slider keeping these images in this order (docs/product.md §7). */
export async function saveSliderOrder(request: APIRequestContext, token: string, ids: readonly number[]): Promise<void> {
  const multipart: Record<string, string> = {};
  ids.forEach((id, index) => {
    multipart[`images[${index}][id]`] = String(id);
    multipart[`images[${index}][position]`] = String(index);
  });
  const res = await request.post('/api/admin/slider', { multipart, headers: bearer(token) });
  expect(res.ok(), await res.text()).toBe(true);
}

/** GET /api/hero. */
export async function heroUrl(request: APIRequestContext): Promise<string | null> {
  const res = await request.get('/api/hero');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: { url: string | null } }).data.url;
}

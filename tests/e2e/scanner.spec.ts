import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { chromiumLaunch } from '../../playwright.config';
import { MyTicketsPage } from './pages/my-tickets-page';
import { ScannerPage } from './pages/scanner-page';
import { bookAndPayViaApi, createUser, signInBrowser, type TSignedIn } from './support/booking-api';
import { writeQrVideo } from './support/fake-camera';
import { DEMO_ADMIN, loginAs } from './support/admin-api';
import { DEMO_STAFF, runningFestival } from './support/festival';

/*
 * The door scanner on a phone (docs/architecture.md §6): the camera reads a real ticket, scans made
 * offline wait in the device's queue through a reload, and reach the server when it reconnects; two
 * devices that let the same single-use ticket in offline leave a conflict to review.
 */

type TBooked = { id: number; code: string; booking_number: string };

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** Books and pays on the test gateway: only a paid booking has a code to scan (docs/product.md §10). */
async function book(request: APIRequestContext, buyer: TSignedIn, ticketId: number, quantity: number): Promise<TBooked[]> {
  return (await bookAndPayViaApi(request, buyer.token, ticketId, quantity)).bookings;
}

/** A phone with its own storage (kept across launches) and a camera that shows `code` (or nothing). */
async function launchDevice(profile: string, camera: string, code: string | null, baseURL: string): Promise<BrowserContext> {
  await writeQrVideo(camera, code);
  return chromium.launchPersistentContext(profile, {
    ...PHONE,
    baseURL,
    executablePath: chromiumLaunch.executablePath,
    args: [...chromiumLaunch.args, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${camera}`],
    permissions: ['camera'],
    serviceWorkers: 'allow',
  });
}

async function checkIns(request: APIRequestContext, token: string, eventId: number) {
  const res = await request.get(`/api/admin/events/${eventId}/check-ins`, { headers: { Authorization: `Bearer ${token}` } });
  return (
    (await res.json()) as {
      data: { devices: { device_id: string; accepted: number; rejected: number }[]; conflicts: { booking_id: number | null; device_id: string }[] };
    }
  ).data;
}

async function usedCount(request: APIRequestContext, buyer: TSignedIn, bookingId: number): Promise<number> {
  const res = await request.get(`/api/my-tickets/${bookingId}`, { headers: { Authorization: `Bearer ${buyer.token}` } });
  return ((await res.json()) as { data: { booking: { usage: { used: number } } } }).data.booking.usage.used;
}

let workDir: string;
test.beforeAll(async () => {
  workDir = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-scanner-e2e-'));
});
test.afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

test('scans a ticket with the camera, keeps offline scans through a reload and syncs them when back online', async ({ request, browser, baseURL }) => {
  test.setTimeout(180_000);
  const staffToken = await loginAs(request, DEMO_STAFF.login, DEMO_STAFF.password);
  const { eventId, ticketId } = await runningFestival(request, staffToken);
  const guest = await createUser(request, { name: 'Maryam Al-Rawahi' });
  const [first, second] = await book(request, guest, ticketId, 2);
  if (!first || !second) throw new Error('booking returned too few tickets');
  const profile = path.join(workDir, 'gate-a');

  // The phone opens the scanner once (installing the app and downloading the ticket list)...
  let device = await launchDevice(profile, path.join(workDir, 'blank.y4m'), null, baseURL ?? '');
  let page = device.pages()[0] ?? (await device.newPage());
  await signInBrowser(page, staffToken, 'en');
  await new ScannerPage(page).goto(eventId);
  await device.close();

  // ...then, online, its camera sees the guest's first ticket.
  device = await launchDevice(profile, path.join(workDir, 'first.y4m'), first.code, baseURL ?? '');
  page = device.pages()[0] ?? (await device.newPage());
  let scanner = new ScannerPage(page);
  await page.goto(`/dashboard/event/${eventId}/scan`);
  const seen = await scanner.shownVerdict(15_000);
  expect(seen.decision).toBe('accepted');
  expect(seen.text).toContain('Maryam Al-Rawahi');
  expect(seen.text).toContain('Day entry');
  await scanner.expectQueued(0);
  await expect.poll(() => usedCount(request, guest, first.id)).toBe(1);
  await device.close();

  // The same phone, camera pointed at nothing, loses its connection at the door.
  device = await launchDevice(profile, path.join(workDir, 'blank.y4m'), null, baseURL ?? '');
  page = device.pages()[0] ?? (await device.newPage());
  scanner = new ScannerPage(page);
  await scanner.goto(eventId);
  await device.setOffline(true);
  await expect(scanner.mode).toHaveAttribute('data-mode', 'offline');
  const offlineVerdict = await scanner.enter(second.code);
  expect(offlineVerdict.decision).toBe('accepted');
  expect(offlineVerdict.text).toContain('Maryam Al-Rawahi');
  await scanner.next();
  const forged = `${second.code.slice(0, -6)}AAAAAA`;
  const verdict = await scanner.enter(forged);
  expect(verdict.decision).toBe('rejected');
  expect(verdict.text).toContain('Ticket not found or invalid code');
  await scanner.next();
  await scanner.expectQueued(2);

  // A reload with no network: the queue is still there.
  await page.reload();
  await scanner.expectQueued(2);
  expect(await usedCount(request, guest, second.id)).toBe(0);

  // Back online: the queue drains and the server holds both scans.
  await device.setOffline(false);
  await scanner.expectQueued(0, 30_000);
  await expect(scanner.mode).toHaveAttribute('data-mode', 'online');
  expect(await usedCount(request, guest, second.id)).toBe(1);
  const data = await checkIns(request, staffToken, eventId);
  expect(data.devices.some((d) => d.accepted >= 2 && d.rejected >= 1)).toBe(true);
  await device.close();

  // The guest sees both tickets as used in My Tickets.
  const attendee = await browser.newContext(PHONE);
  const guestPage = await attendee.newPage();
  await signInBrowser(guestPage, guest.token, 'en');
  const myTickets = new MyTicketsPage(guestPage);
  await guestPage.goto('/my-tickets?tab=used');
  await expect(myTickets.card(first.booking_number)).toBeVisible();
  await expect(myTickets.card(second.booking_number)).toBeVisible();
  await attendee.close();
});

test('two phones letting the same single-use ticket in offline leave one use and one conflict (in Arabic)', async ({ request, baseURL }) => {
  // Two first installs of the app, the second beside a phone already decoding its camera (ScannerPage.goto).
  test.setTimeout(240_000);
  const staffToken = await loginAs(request, DEMO_STAFF.login, DEMO_STAFF.password);
  const adminToken = await loginAs(request, DEMO_ADMIN.login, DEMO_ADMIN.password);
  const { eventId, ticketId } = await runningFestival(request, staffToken);
  const guest = await createUser(request, { name: 'Said Al-Busaidi' });
  const [ticket] = await book(request, guest, ticketId, 1);
  if (!ticket) throw new Error('no ticket');

  const phones: { device: BrowserContext; scanner: ScannerPage }[] = [];
  for (const gate of ['north', 'south']) {
    const device = await launchDevice(path.join(workDir, gate), path.join(workDir, `${gate}.y4m`), null, baseURL ?? '');
    const page = device.pages()[0] ?? (await device.newPage());
    await signInBrowser(page, staffToken, 'ar');
    const scanner = new ScannerPage(page);
    await scanner.goto(eventId);
    phones.push({ device, scanner });
  }
  for (const { device, scanner } of phones) {
    await device.setOffline(true);
    const verdict = await scanner.enter(ticket.code);
    expect(verdict.decision).toBe('accepted');
    expect(verdict.text).toContain('مقبول');
    expect(verdict.text).toContain('Said Al-Busaidi');
    await scanner.next();
    await scanner.expectQueued(1);
  }
  for (const { device, scanner } of phones) {
    await device.setOffline(false);
    await scanner.expectQueued(0, 30_000);
  }
  expect(await usedCount(request, guest, ticket.id)).toBe(1);
  const data = await checkIns(request, adminToken, eventId);
  expect(data.conflicts.filter((c) => c.booking_id === ticket.id)).toHaveLength(1);
  for (const { device } of phones) await device.close();
});

import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateFormatter } from '../../../contract/intl';
import { bearerOf, createEvent, createTestUser, DAY, HOUR, type TTestUser } from '../../test/fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bookTickets } from '../scans/scans.test-support';
import {
  createWalletFixture,
  TEST_CLIENT_EMAIL,
  TEST_ISSUER_ID,
  TEST_PASS_TYPE_ID,
  TEST_TEAM_ID,
  unzip,
  verifyPassSignature,
  type TWalletFixture,
} from './wallet.test-support';

/* Apple Wallet and Google Wallet passes of a ticket (docs/architecture.md §6 "Wallet passes"). */

const PUBLIC_URL = 'https://tickets.example.om';

let fixture: TWalletFixture;
let t: TestApp;
/** The same database, without the wallet settings. */
let bare: TestApp;
let english: TTestUser;
let arabic: TTestUser;
let stranger: TTestUser;
let admin: TTestUser;
let eventId: number;
let ticketId: number;
/** On the hour, in whole seconds, so it reads back exactly from pass.json. */
let eventStart: Date;
let englishTicket: { id: number; code: string };
let arabicTicket: { id: number; code: string };

type TPassJson = {
  formatVersion: number;
  passTypeIdentifier: string;
  teamIdentifier: string;
  serialNumber: string;
  organizationName: string;
  description: string;
  backgroundColor: string;
  barcodes: { format: string; message: string; messageEncoding: string; altText: string }[];
  relevantDate: string;
  expirationDate: string;
  eventTicket: Record<
    'headerFields' | 'primaryFields' | 'secondaryFields' | 'auxiliaryFields' | 'backFields',
    { key: string; label?: string; value: string }[]
  >;
};

function get(app: TestApp, url: string, user?: TTestUser) {
  return app.app.inject({ method: 'GET', url, headers: user ? bearerOf(user) : {} });
}

async function bookingNumberOf(id: number): Promise<string> {
  const result = await t.app.db.execute<{ booking_number: string }>(sql`select booking_number from bookings where id = ${id}`);
  return result.rows[0]!.booking_number;
}

/** A field of the pass's event ticket by key, wherever it is laid out. */
function fieldOf(pass: TPassJson, key: string): { label?: string; value: string } | undefined {
  return Object.values(pass.eventTicket)
    .flat()
    .find((field) => field.key === key);
}

async function fetchPass(user: TTestUser, bookingId: number) {
  const res = await get(t, `/api/my-tickets/${bookingId}/wallet/apple`, user);
  expect(res.statusCode, res.body).toBe(200);
  const files = unzip(res.rawPayload);
  return { res, files, pass: JSON.parse(files.get('pass.json')!.toString('utf8')) as TPassJson };
}

beforeAll(async () => {
  fixture = createWalletFixture();
  t = await createTestApp({ env: { ...fixture.env, PUBLIC_URL } });
  bare = await createTestApp({ database: t.database });
  const db = t.app.db;
  english = await createTestUser(db, { name: 'Salim Al-Harthy' });
  arabic = await createTestUser(db, { name: 'مريم البلوشية', locale: 'ar' });
  stranger = await createTestUser(db);
  admin = await createTestUser(db, { roleId: 1 });
  const start = new Date(Date.now() + 10 * DAY);
  start.setUTCMinutes(0, 0, 0);
  eventStart = start;
  eventId = await createEvent(db, {
    name: 'Muscat Jazz Night',
    nameAr: 'ليلة الجاز في مسقط',
    location: 'Royal Opera House Muscat',
    locationAr: 'دار الأوبرا السلطانية مسقط',
    start,
    finish: new Date(start.getTime() + 3 * HOUR),
    tickets: [{ name: 'Balcony', nameAr: 'الشرفة', price: 5000 }],
  });
  const ticket = await db.execute<{ id: number }>(sql`select id from tickets where event_id = ${eventId}`);
  ticketId = Number(ticket.rows[0]!.id);
  englishTicket = (await bookTickets(t, english, ticketId, 1))[0]!;
  arabicTicket = (await bookTickets(t, arabic, ticketId, 1))[0]!;
}, 60_000);

afterAll(async () => {
  await bare?.close();
  await t?.close();
  if (fixture) rmSync(fixture.dir, { recursive: true, force: true });
});

describe('GET /api/wallet', () => {
  it('says which wallets the server issues passes for', async () => {
    expect((await get(t, '/api/wallet')).json()).toEqual({ success: true, data: { apple: true, google: true } });
    expect((await get(bare, '/api/wallet')).json()).toEqual({ success: true, data: { apple: false, google: false } });
  });
});

describe('GET /api/my-tickets/{id}/wallet/apple', () => {
  it('answers a signed .pkpass whose manifest lists every file with its SHA-1', async () => {
    const { res, files } = await fetchPass(english, englishTicket.id);
    const number = await bookingNumberOf(englishTicket.id);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${number}.pkpass"`);
    expect(res.headers['cache-control']).toBe('no-store');
    for (const required of [
      'pass.json',
      'manifest.json',
      'signature',
      'icon.png',
      'icon@2x.png',
      'icon@3x.png',
      'logo.png',
      'en.lproj/pass.strings',
      'ar.lproj/pass.strings',
    ]) {
      expect([...files.keys()]).toContain(required);
    }
    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as Record<string, string>;
    const signed = [...files.keys()].filter((name) => name !== 'manifest.json' && name !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(signed.sort());
    for (const [name, sha1] of Object.entries(manifest)) expect(createHash('sha1').update(files.get(name)!).digest('hex'), name).toBe(sha1);
    // A real PNG, at the size Apple asks for.
    const icon = files.get('icon@2x.png')!;
    expect(icon.subarray(1, 4).toString()).toBe('PNG');
    expect(icon.readUInt32BE(16)).toBe(58);
  });

  it('is signed (PKCS #7, detached, over manifest.json) by the pass type certificate under the WWDR certificate', async () => {
    const { files } = await fetchPass(english, englishTicket.id);
    const verified = verifyPassSignature(fixture.dir, files, fixture.files.wwdr);
    expect(verified.ok, verified.output).toBe(true);
    // A manifest changed after signing no longer verifies.
    const tampered = new Map(files).set('manifest.json', Buffer.from(files.get('manifest.json')!.toString().replace('{', '{ ')));
    expect(verifyPassSignature(fixture.dir, tampered, fixture.files.wwdr).ok).toBe(false);
  });

  it('is an event ticket with the booking’s code as its QR, the event’s start as its relevant date, and its facts in English', async () => {
    const { pass } = await fetchPass(english, englishTicket.id);
    const number = await bookingNumberOf(englishTicket.id);
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: TEST_PASS_TYPE_ID,
      teamIdentifier: TEST_TEAM_ID,
      serialNumber: `tadhkira-booking-${englishTicket.id}`,
      organizationName: 'Tadhkira',
      description: 'Ticket for Muscat Jazz Night',
      backgroundColor: 'rgb(12, 90, 85)',
    });
    expect(pass.barcodes[0]).toEqual({ format: 'PKBarcodeFormatQR', message: englishTicket.code, messageEncoding: 'iso-8859-1', altText: number });
    expect(Date.parse(pass.relevantDate)).toBe(eventStart.getTime());
    // Validity ends with the event (no window of its own): Wallet shows the pass as expired after that.
    expect(Date.parse(pass.expirationDate)).toBe(eventStart.getTime() + 3 * HOUR);
    expect(fieldOf(pass, 'event')).toEqual({ key: 'event', label: 'Event', value: 'Muscat Jazz Night' });
    expect(fieldOf(pass, 'date')).toMatchObject({ label: 'Date', value: dateFormatter('en', 'full').format(eventStart) });
    expect(fieldOf(pass, 'time')).toMatchObject({ label: 'Time', value: dateFormatter('en', 'time').format(eventStart) });
    expect(fieldOf(pass, 'where')).toMatchObject({ label: 'Where', value: 'Royal Opera House Muscat' });
    expect(fieldOf(pass, 'ticket')).toMatchObject({ label: 'Ticket', value: 'Balcony' });
    expect(fieldOf(pass, 'holder')).toMatchObject({ label: 'Holder', value: 'Salim Al-Harthy' });
    expect(fieldOf(pass, 'booking')).toMatchObject({ label: 'Booking', value: number });
    expect(pass.eventTicket.primaryFields.map((f) => f.key)).toEqual(['event']);
  });

  it('is in Arabic for a user whose saved language is Arabic, with an English translation for an English phone', async () => {
    const { pass, files } = await fetchPass(arabic, arabicTicket.id);
    expect(pass.description).toBe('تذكرة ليلة الجاز في مسقط');
    expect(fieldOf(pass, 'event')).toMatchObject({ label: 'الفعالية', value: 'ليلة الجاز في مسقط' });
    expect(fieldOf(pass, 'date')).toMatchObject({ label: 'التاريخ', value: dateFormatter('ar', 'full').format(eventStart) });
    expect(fieldOf(pass, 'where')).toMatchObject({ label: 'المكان', value: 'دار الأوبرا السلطانية مسقط' });
    expect(fieldOf(pass, 'ticket')).toMatchObject({ label: 'التذكرة', value: 'الشرفة' });
    expect(fieldOf(pass, 'holder')).toMatchObject({ label: 'حامل التذكرة', value: 'مريم البلوشية' });
    expect(pass.barcodes[0]!.message).toBe(arabicTicket.code);
    const strings = files.get('en.lproj/pass.strings')!.toString('utf8');
    expect(strings).toContain('"الفعالية" = "Event";');
    expect(strings).toContain('"ليلة الجاز في مسقط" = "Muscat Jazz Night";');
  });

  it('quotes texts with quotation marks and backslashes in pass.strings', async () => {
    const quotedEvent = await createEvent(t.app.db, {
      name: 'The "Wadi" Sessions \\ Live',
      nameAr: 'جلسات "الوادي"',
      start: eventStart,
      tickets: [{ price: 0 }],
    });
    const ticket = await t.app.db.execute<{ id: number }>(sql`select id from tickets where event_id = ${quotedEvent}`);
    const [booked] = await bookTickets(t, arabic, Number(ticket.rows[0]!.id), 1);
    const { pass, files } = await fetchPass(arabic, booked!.id);
    expect(fieldOf(pass, 'event')?.value).toBe('جلسات "الوادي"');
    expect(files.get('en.lproj/pass.strings')!.toString('utf8')).toContain('"جلسات \\"الوادي\\"" = "The \\"Wadi\\" Sessions \\\\ Live";');
  });

  it('keeps its serial number when downloaded again, so Wallet replaces the pass rather than adding one', async () => {
    const first = await fetchPass(english, englishTicket.id);
    const again = await fetchPass(english, englishTicket.id);
    expect(again.pass.serialNumber).toBe(first.pass.serialNumber);
  });
});

describe('GET /api/my-tickets/{id}/wallet/google', () => {
  it('answers a Save to Google Wallet link whose JWT the service account signed, with the ticket and its event', async () => {
    const res = await get(t, `/api/my-tickets/${englishTicket.id}/wallet/google`, english);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { url } = res.json().data as { url: string };
    expect(url.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
    const jwt = url.slice('https://pay.google.com/gp/v/save/'.length);
    const { payload, protectedHeader } = await jwtVerify(jwt, fixture.googlePublicKey, {
      algorithms: ['RS256'],
      issuer: TEST_CLIENT_EMAIL,
      audience: 'google',
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.typ).toBe('savetowallet');
    expect(payload.origins).toEqual([PUBLIC_URL]);
    expect(Math.abs((payload.iat ?? 0) - Date.now() / 1000)).toBeLessThan(60);
    const number = await bookingNumberOf(englishTicket.id);
    const body = payload.payload as { eventTicketObjects: Record<string, unknown>[]; eventTicketClasses: Record<string, unknown>[] };
    expect(body.eventTicketObjects).toHaveLength(1);
    expect(body.eventTicketObjects[0]).toMatchObject({
      id: `${TEST_ISSUER_ID}.tadhkira-booking-${englishTicket.id}`,
      classId: `${TEST_ISSUER_ID}.tadhkira-event-${eventId}`,
      state: 'ACTIVE',
      barcode: { type: 'QR_CODE', value: englishTicket.code, alternateText: number },
      ticketHolderName: 'Salim Al-Harthy',
      ticketNumber: number,
      ticketType: { defaultValue: { language: 'en', value: 'Balcony' }, translatedValues: [{ language: 'ar', value: 'الشرفة' }] },
    });
    expect(body.eventTicketClasses[0]).toMatchObject({
      id: `${TEST_ISSUER_ID}.tadhkira-event-${eventId}`,
      issuerName: 'Tadhkira',
      eventName: { defaultValue: { language: 'en', value: 'Muscat Jazz Night' }, translatedValues: [{ language: 'ar', value: 'ليلة الجاز في مسقط' }] },
      venue: { name: { defaultValue: { language: 'en', value: 'Royal Opera House Muscat' } } },
    });
    // Local time in Muscat with its offset: the same instant as the event's start.
    const dateTime = body.eventTicketClasses[0]!.dateTime as { start: string; end: string };
    expect(dateTime.start).toMatch(/\+04:00$/);
    expect(Date.parse(dateTime.start)).toBe(eventStart.getTime());
  });

  it('puts the Arabic texts first for an Arabic user', async () => {
    const res = await get(t, `/api/my-tickets/${arabicTicket.id}/wallet/google`, arabic);
    const jwt = (res.json().data.url as string).split('/').pop()!;
    const { payload } = await jwtVerify(jwt, fixture.googlePublicKey);
    const body = payload.payload as { eventTicketObjects: Record<string, unknown>[]; eventTicketClasses: Record<string, unknown>[] };
    expect(body.eventTicketObjects[0]).toMatchObject({
      barcode: { value: arabicTicket.code },
      ticketType: { defaultValue: { language: 'ar', value: 'الشرفة' } },
    });
    expect(body.eventTicketClasses[0]).toMatchObject({ eventName: { defaultValue: { language: 'ar', value: 'ليلة الجاز في مسقط' } } });
  });
});

describe('who gets a pass', () => {
  const WALLETS = ['apple', 'google'] as const;

  it('asks a guest to sign in', async () => {
    for (const wallet of WALLETS) {
      const res = await get(t, `/api/my-tickets/${englishTicket.id}/wallet/${wallet}`);
      expect(res.statusCode, wallet).toBe(401);
      expect(res.json().code).toBe('auth.unauthenticated');
    }
  });

  it('answers another user’s ticket and an unknown one as My Tickets does: 404 bookings.not_found', async () => {
    for (const wallet of WALLETS) {
      for (const [user, id] of [
        [stranger, englishTicket.id],
        [english, arabicTicket.id],
        [english, 2_000_000_000],
      ] as const) {
        const res = await get(t, `/api/my-tickets/${id}/wallet/${wallet}`, user);
        expect(res.statusCode, `${wallet} ${id}`).toBe(404);
        expect(res.json()).toMatchObject({ success: false, code: 'bookings.not_found' });
      }
    }
  });

  it('refuses an unpaid hold and a cancelled ticket with 409 wallet.ticket_not_active', async () => {
    const held = await t.app.inject({ method: 'POST', url: '/api/bookings', headers: bearerOf(english), payload: { ticket_id: ticketId, quantity: 1 } });
    expect(held.statusCode, held.body).toBe(201);
    const pendingId = held.json().data.bookings[0].id as number;
    const [toCancel] = await bookTickets(t, english, ticketId, 1);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${toCancel!.id}/cancel`,
      headers: bearerOf(admin),
      payload: { reason: 'Seat no longer available' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    for (const wallet of WALLETS) {
      for (const id of [pendingId, toCancel!.id]) {
        const res = await get(t, `/api/my-tickets/${id}/wallet/${wallet}`, english);
        expect(res.statusCode, `${wallet} ${id}`).toBe(409);
        expect(res.json()).toMatchObject({ success: false, code: 'wallet.ticket_not_active' });
      }
    }
  });

  it('refuses a ticket whose uses are all taken, and one past its validity', async () => {
    const [used, lapsed] = await bookTickets(t, english, ticketId, 2);
    await t.app.db.execute(sql`update bookings set used_count = usage_limit where id = ${used!.id}`);
    const [from, until] = [new Date(Date.now() - 3 * HOUR).toISOString(), new Date(Date.now() - HOUR).toISOString()];
    await t.app.db.execute(sql`update bookings set valid_from = ${from}::timestamptz, valid_until = ${until}::timestamptz where id = ${lapsed!.id}`);
    for (const id of [used!.id, lapsed!.id]) {
      const res = await get(t, `/api/my-tickets/${id}/wallet/apple`, english);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('wallet.ticket_not_active');
    }
  });

  it('answers 404 wallet.not_configured when the server has no settings for that wallet', async () => {
    for (const wallet of WALLETS) {
      const res = await get(bare, `/api/my-tickets/${englishTicket.id}/wallet/${wallet}`, english);
      expect(res.statusCode, wallet).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'wallet.not_configured' });
      expect((await get(bare, `/api/my-tickets/${englishTicket.id}/wallet/${wallet}`)).statusCode).toBe(401);
    }
  });
});

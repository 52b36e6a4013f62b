import { sql } from 'drizzle-orm';
import jsQR from 'jsqr';
import { simpleParser, type ParsedMail } from 'mailparser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateFormatter, omrFormatter } from '../../../contract/intl';
import { foldLine } from '../../lib/ics';
import { bookPaid } from '../../test/checkout';
import { bearerOf, createTestUser, createTicketType, DAY, type TTestUser } from '../../test/fixtures';
import { startTestSmtpServer, type TestSmtpServer } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';

/*
 * The confirmation mail is the ticket (docs/product.md §4): every ticket's QR as an inline PNG that scans
 * to its code, its facts in the buyer's language with the pages' own formats, and the event as an .ics.
 * Read as a mail client would: received by a real SMTP server, parsed by mailparser, the QR decoded by jsQR.
 */

let smtp: TestSmtpServer;
let t: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL: 'https://tadhkira.example.om' } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

type TBooked = { invoice: { id: number; number: string; total: string }; bookings: { id: number; code: string; booking_number: string }[] };

async function buy(user: TTestUser, ticketId: number, quantity: number): Promise<{ booked: TBooked; mail: ParsedMail }> {
  const res = await bookPaid(t.app, { headers: bearerOf(user), payload: { ticket_id: ticketId, quantity } });
  expect(res.statusCode).toBe(201);
  const raw = await smtp.waitFor(user.email);
  return { booked: res.json().data, mail: await simpleParser(raw, { keepCidLinks: true }) };
}

async function decodeQr(png: Buffer): Promise<{ text: string | null; width: number }> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const found = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height);
  return { text: found?.data ?? null, width: info.width };
}

function unfold(ics: string): string[] {
  return ics.replace(/\r\n /g, '').split('\r\n');
}

describe('the booking confirmation mail', () => {
  it('carries each ticket: a QR image inline that scans to its code, its facts, and the event as a calendar file', async () => {
    const buyer = await createTestUser(t.app.db, { name: 'Maryam Al-Balushi', locale: 'en' });
    const start = new Date(Date.now() + 20 * DAY);
    const { eventId, ticketId } = await createTicketType(
      t.app.db,
      { name: 'Gold circle', price: 4500 },
      { name: 'Oud, Poetry; and Sea', startsInMs: 20 * DAY },
    );
    const { booked, mail } = await buy(buyer, ticketId, 2);

    expect(mail.subject).toBe('Your tickets for Oud, Poetry; and Sea');
    const html = String(mail.html);
    const images = mail.attachments.filter((a) => a.contentType === 'image/png');
    expect(images).toHaveLength(2);
    for (const booking of booked.bookings) {
      const image = images.find((a) => a.filename === `${booking.booking_number}.png`);
      expect(image?.cid).toBeTruthy();
      expect(html).toContain(`src="cid:${image!.cid}"`);
      const qr = await decodeQr(image!.content);
      expect(qr.width).toBeGreaterThanOrEqual(300);
      expect(qr.text).toBe(booking.code);
      expect(html).toContain(booking.booking_number);
    }
    // Nothing the mail shows is fetched from elsewhere.
    expect(html).not.toMatch(/<img[^>]+src="https?:/);
    expect(html).toContain('Gold circle');
    expect(html).toContain('Maryam Al-Balushi');
    const startRow = await t.app.db.execute<{ start_date: Date | string; finish_date: Date | string; location: string | null }>(
      sql`select start_date, finish_date, location from events where id = ${eventId}`,
    );
    const stored = startRow.rows[0]!;
    expect(html).toContain(dateFormatter('en', 'fullWithTime').format(new Date(stored.start_date)));
    expect(mail.text).toContain(omrFormatter('en').format(Number(booked.invoice.total)));

    const calendar = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    expect(calendar?.filename).toMatch(/\.ics$/);
    const ics = calendar!.content.toString('utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const lines = unfold(ics);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines).toContain('SUMMARY:Oud\\, Poetry\\; and Sea');
    expect(lines).toContain(
      `DTSTART:${new Date(stored.start_date)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
    expect(lines).toContain(
      `DTEND:${new Date(stored.finish_date)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
    expect(lines).toContain(`URL:https://tadhkira.example.om/event/${eventId}`);
    expect(lines.some((l) => l.startsWith('UID:') && l.includes(String(booked.invoice.id)))).toBe(true);
    expect(Math.abs(new Date(stored.start_date).getTime() - start.getTime())).toBeLessThan(60_000);
  });

  it('is in Arabic, right to left, with Arabic-Indic dates as the Arabic pages show them, for an Arabic buyer', async () => {
    const buyer = await createTestUser(t.app.db, { name: 'سالم الحارثي', locale: 'ar' });
    const { eventId, ticketId } = await createTicketType(t.app.db, { name: 'General', nameAr: 'الدخول العام', price: 2000 }, { name: 'Oud Evening' });
    await t.app.db.execute(sql`update events set name_ar = 'أمسية العود', location = 'Opera', location_ar = 'دار الأوبرا' where id = ${eventId}`);
    const { booked, mail } = await buy(buyer, ticketId, 1);
    expect(mail.subject).toBe('تذاكرك لفعالية أمسية العود');
    const html = String(mail.html);
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(html).toContain('الدخول العام');
    expect(html).toContain('دار الأوبرا');
    expect(html).toContain('حامل التذكرة');
    const event = await t.app.db.execute<{ start_date: Date | string }>(sql`select start_date from events where id = ${eventId}`);
    const arabicWhen = dateFormatter('ar', 'fullWithTime').format(new Date(event.rows[0]!.start_date));
    expect(arabicWhen).toMatch(/[٠-٩]/);
    expect(html).toContain(arabicWhen);
    const [image] = mail.attachments.filter((a) => a.contentType === 'image/png');
    expect((await decodeQr(image!.content)).text).toBe(booked.bookings[0]!.code);
    const ics = unfold(mail.attachments.find((a) => a.contentType.startsWith('text/calendar'))!.content.toString('utf8'));
    expect(ics).toContain('SUMMARY:أمسية العود');
    expect(ics).toContain('LOCATION:دار الأوبرا');
    expect(ics).toContain(`URL:https://tadhkira.example.om/ar/event/${eventId}`);
  });
});

describe('foldLine', () => {
  it('folds at 75 octets without splitting an Arabic letter across lines', () => {
    const line = `SUMMARY:${'أمسية العود '.repeat(12)}`;
    const folded = foldLine(line);
    for (const piece of folded.split('\r\n')) expect(Buffer.byteLength(piece, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '../contract/text';
import { createTestApp, type TestApp } from './test/test-app';
import { bearerOf, createTestUser, createTicketType, errorsOf, type TTestUser } from './test/fixtures';

/*
 * Bad input never reaches the database as a 500 (docs/architecture.md §4, §7): NUL anywhere, direction overrides in
 * text others read, and numbers beyond their column's range all answer 422 in the envelope.
 */

let t: TestApp;
let user: TTestUser;
let admin: TTestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await createTestUser(t.app.db);
  admin = await createTestUser(t.app.db, { roleId: 1 });
});
afterAll(async () => t?.close());

function expect422(res: { statusCode: number; json(): unknown }, field: string): void {
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({ success: false, code: 'validation.failed' });
  expect(Object.keys(errorsOf(res as never))).toContain(field);
}

const contact = { name: 'Salim', email: 'salim@example.om', subject: 'Tickets', message: 'Hello' };

describe('NUL characters', () => {
  it('are refused in a query string, whatever the field', async () => {
    expect422(await t.app.inject({ method: 'GET', url: '/api/events?search=%00' }), 'search');
    expect422(await t.app.inject({ method: 'GET', url: '/api/events?location=Mus%00cat' }), 'location');
    expect422(await t.app.inject({ method: 'GET', url: '/api/admin/users?search=a%00', headers: bearerOf(admin) }), 'search');
  });

  it('are refused in JSON bodies, values and keys, with the field named', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...contact, name: 'Sal\u0000im' } });
    expect422(res, 'name');
    expect(errorsOf(res).name).toEqual([TEXT_MESSAGES.unsafeCharacters]);
    expect422(await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: 'a@b.om\u0000', password: 'secret123' } }), 'login');
    expect422(await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...contact, ['x\u0000']: 1 } }), 'x\\0');
  });

  it('are refused in signed-in bodies too (the profile name)', async () => {
    expect422(await t.app.inject({ method: 'PATCH', url: '/api/user', headers: bearerOf(user), payload: { name: '\u0000' } }), 'name');
  });
});

describe('lone surrogates', () => {
  it('are refused in JSON bodies like NUL, with the field named (no UTF-8 text can hold them)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...contact, message: 'Hello \ud800' } });
    expect422(res, 'message');
    expect(errorsOf(res).message).toEqual([TEXT_MESSAGES.unsafeCharacters]);
    expect422(await t.app.inject({ method: 'PATCH', url: '/api/user', headers: bearerOf(user), payload: { name: 'Salim \udc00' } }), 'name');
    // A well-formed pair (an emoji) is ordinary text.
    expect((await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...contact, message: 'Hello \ud83c\udf89' } })).statusCode).toBe(200);
  });
});

describe('dates beyond what the databases store', () => {
  it('answer 422 for a year before 1900 or after 2199, in a query and in a body', async () => {
    expect422(await t.app.inject({ method: 'GET', url: '/api/events?date=0000-01-01' }), 'date');
    expect422(await t.app.inject({ method: 'GET', url: '/api/events?date=2200-01-01' }), 'date');
    expect((await t.app.inject({ method: 'GET', url: '/api/events?date=2199-12-31' })).statusCode).toBe(200);
    expect422(await t.app.inject({ method: 'GET', url: '/api/admin/reports/stats?from=0000-01-01&to=2026-01-01', headers: bearerOf(admin) }), 'from');
    const { ticketId } = await createTicketType(t.app.db, {});
    const window = { valid_from: '0000-01-01T10:00:00Z', valid_until: '9999-12-31T23:00:00-05:00' };
    const res = await t.app.inject({ method: 'PUT', url: `/api/admin/tickets/${ticketId}`, headers: bearerOf(admin), payload: window });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(errorsOf(res))).toEqual(expect.arrayContaining(['valid_from', 'valid_until']));
  });
});

describe('direction overrides and isolates', () => {
  const overrides = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

  it('are refused in names, subjects and messages others read', async () => {
    // The contact form allows 10 sends a minute per IP: one there, every character on the profile name.
    expect422(await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...contact, message: 'see \u202Egepj.exe' } }), 'message');
    for (const c of overrides) {
      expect422(await t.app.inject({ method: 'PATCH', url: '/api/user', headers: bearerOf(user), payload: { name: `Ali ${c}gepj.exe` } }), 'name');
    }
    expect422(await t.app.inject({ method: 'PATCH', url: '/api/user', headers: bearerOf(user), payload: { name: 'Ali\u202Egnp.exe' } }), 'name');
    expect422(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: '\u2067Ali', email: 'ali.bidi@example.om', password: 'secret123', country_code: '+968', agree_terms: true },
      }),
      'name',
    );
  });

  it('are refused in catalogue names and descriptions', async () => {
    const headers = bearerOf(admin);
    expect422(await t.app.inject({ method: 'POST', url: '/api/admin/categories', headers, payload: { name: 'Music\u202E' } }), 'name');
    expect422(
      await t.app.inject({ method: 'POST', url: '/api/admin/categories', headers, payload: { name: 'Music', description_ar: '\u202Bموسيقى' } }),
      'description_ar',
    );
    expect422(await t.app.inject({ method: 'POST', url: '/api/admin/badges', headers, payload: { name: 'Hot\u2066', color: 'red' } }), 'name');
    expect422(await t.app.inject({ method: 'POST', url: '/api/admin/rewards', headers, payload: { title: 'Cup\u202D', cost: '5' } }), 'title');
  });

  it('leave the ordinary LRM and RLM marks of Arabic text alone', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: { ...contact, name: 'سالم\u200F', message: 'رقم الحجز\u200E TK-1\u200F' } });
    expect(res.statusCode).toBe(200);
    const category = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: bearerOf(admin),
      payload: { name: 'Music', name_ar: 'موسيقى\u200F' },
    });
    expect(category.statusCode).toBe(201);
  });
});

describe('numbers beyond their column', () => {
  it('answer 422 for prices, ids and pages out of range', async () => {
    expect422(await t.app.inject({ method: 'GET', url: '/api/events?price[max]=30073652.811' }), 'price.max');
    expect422(await t.app.inject({ method: 'GET', url: '/api/events?price[min]=2147483.648' }), 'price.min');
    expect422(await t.app.inject({ method: 'GET', url: '/api/categories?parent_id=2147483648' }), 'parent_id');
    expect422(await t.app.inject({ method: 'GET', url: '/api/events/2147483648' }), 'id');
    expect422(await t.app.inject({ method: 'GET', url: '/api/events?page=100001' }), 'page');
    expect422(await t.app.inject({ method: 'GET', url: '/api/categories?page=1e20' }), 'page');
    expect422(await t.app.inject({ method: 'GET', url: '/api/admin/events?page=99999999999', headers: bearerOf(admin) }), 'page');
    expect422(await t.app.inject({ method: 'GET', url: '/api/admin/users?page=99999999999', headers: bearerOf(admin) }), 'page');
  });

  it('accept the largest values the columns hold', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/events?price[max]=2147483.647&page=100000' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/categories?parent_id=2147483647' })).statusCode).toBe(200);
  });

  it('document the bounds in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const params = doc.paths['/api/events'].get.parameters as {
      name: string;
      schema: { maximum?: number; properties?: Record<string, { maximum?: number }> };
    }[];
    expect(params.find((p) => p.name === 'page')?.schema.maximum).toBe(100_000);
    expect(params.find((p) => p.name === 'price')?.schema.properties?.max?.maximum).toBe(2_147_483.647);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { bearerOf, createTestUser, type TTestUser } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * docs/architecture.md §4 and §7: every admin route (and DELETE slider/{id}) is enforced on the server.
 * This walks every route the app registered, so a route added later without the admin scope fails here.
 */

/** Admin routes door staff may call: the scanner's (modules/scans/scans.routes.ts). */
const STAFF_ROUTES = new Set([
  'GET /api/admin/scan/events',
  'GET /api/admin/events/:id/scan-manifest',
  'POST /api/admin/events/:id/scans',
  'GET /api/admin/events/:id/check-ins',
]);

function isAdminRoute(method: string, url: string): boolean {
  if (method === 'HEAD' || method === 'OPTIONS') return false;
  return url.startsWith('/api/admin/') || (method === 'DELETE' && url === '/api/slider/:id');
}

type TCallers = { user: TTestUser; staff: TTestUser };

/** The admin routes that answer anything but 401 to a guest, or anything but 403 to a user or (outside the scanner) staff. */
async function unguardedAdminRoutes(app: App, callers: TCallers): Promise<string[]> {
  const failures: string[] = [];
  const routes = app.registeredRoutes.filter((r) => isAdminRoute(r.method, r.url));
  for (const { method, url } of routes) {
    const key = `${method} ${url}`;
    // Parameters get a valid id, and writes an empty JSON body: without the guard, these reach validation.
    const target = url.replace(/:[A-Za-z_]+/g, '1');
    const write = method !== 'GET' && method !== 'DELETE';
    const call = (headers: Record<string, string>) =>
      app.inject({
        method: method as 'GET',
        url: target,
        headers: { ...headers, ...(write ? { 'content-type': 'application/json' } : {}) },
        ...(write ? { payload: '{}' } : {}),
      });

    const guest = await call({});
    if (guest.statusCode !== 401) failures.push(`${key}: guest got ${guest.statusCode}`);
    const user = await call(bearerOf(callers.user));
    if (user.statusCode !== 403) failures.push(`${key}: user got ${user.statusCode}`);
    const staff = await call(bearerOf(callers.staff));
    if (STAFF_ROUTES.has(key)) {
      if (staff.statusCode === 401 || staff.statusCode === 403) failures.push(`${key}: staff refused with ${staff.statusCode}`);
    } else if (staff.statusCode !== 403) {
      failures.push(`${key}: staff got ${staff.statusCode}`);
    }
  }
  return failures;
}

describe('the admin scope', () => {
  let t: TestApp;
  let callers: TCallers;
  beforeAll(async () => {
    t = await createTestApp();
    callers = { user: await createTestUser(t.app.db), staff: await createTestUser(t.app.db, { roleId: 3 }) };
  });
  afterAll(async () => t?.close());

  it('guards every admin route: 401 for a guest, 403 for a user and for door staff outside the scanner', async () => {
    const adminRoutes = t.app.registeredRoutes.filter((r) => isAdminRoute(r.method, r.url)).map((r) => `${r.method} ${r.url}`);
    // The walk is not vacuous: the scanner's routes are in it, and every one listed as staff's exists.
    for (const route of STAFF_ROUTES) expect(adminRoutes).toContain(route);
    expect(await unguardedAdminRoutes(t.app, callers)).toEqual([]);
  });

  it('lets an administrator through the guard', async () => {
    const admin = await createTestUser(t.app.db, { roleId: 1 });
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/scan/events', headers: bearerOf(admin) });
    expect(res.statusCode).toBe(200);
  });
});

describe('a route added under /admin without the scope', () => {
  let t: TestApp;
  let callers: TCallers;
  beforeAll(async () => {
    t = await createTestApp({
      routes: (app) => {
        app.post('/api/admin/forgotten', async () => ({ success: true, data: null }));
      },
    });
    callers = { user: await createTestUser(t.app.db), staff: await createTestUser(t.app.db, { roleId: 3 }) };
  });
  afterAll(async () => t?.close());

  it('is reported by the walk', async () => {
    expect(await unguardedAdminRoutes(t.app, callers)).toEqual([
      'POST /api/admin/forgotten: guest got 200',
      'POST /api/admin/forgotten: user got 200',
      'POST /api/admin/forgotten: staff got 200',
    ]);
  });
});

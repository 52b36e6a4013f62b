import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createTestUser, type TTestUser } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Every signed-in route checks the token before it reads the body (401 before 422), and every
 * signed-in answer carries `Cache-Control: no-store` (docs/architecture.md §7). The walk takes the routes
 * from the OpenAPI document (every operation that lists the bearer security), so a route added later is
 * walked too.
 */

type TOperation = { method: string; path: string; hasBody: boolean };

let t: TestApp;
let user: TTestUser;
let operations: TOperation[];

beforeAll(async () => {
  t = await createTestApp();
  user = await createTestUser(t.app.db);
  const doc = t.app.swagger() as { paths?: Record<string, Record<string, { security?: unknown[]; requestBody?: unknown }>> };
  operations = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!Array.isArray(operation.security) || operation.security.length === 0) continue;
      operations.push({ method: method.toUpperCase(), path, hasBody: operation.requestBody !== undefined });
    }
  }
});
afterAll(async () => t?.close());

/** The route called with input that fails validation everywhere: a non-numeric id, nonsense query, a JSON array as body. */
function badCall(operation: TOperation, headers: Record<string, string>) {
  const url = `${operation.path.replace(/\{[A-Za-z_]+\}/g, 'x')}?page=x&per_page=x&status=x&since=x&role_id=x`;
  const write = operation.method !== 'GET' && operation.method !== 'DELETE' && operation.method !== 'HEAD';
  return t.app.inject({
    method: operation.method as 'GET',
    url,
    headers: { ...headers, ...(write ? { 'content-type': 'application/json' } : {}) },
    ...(write ? { payload: '[1]' } : {}),
  });
}

describe('signed-in routes', () => {
  it('are found in the OpenAPI document (the walk is not vacuous)', () => {
    const keys = operations.map((o) => `${o.method} ${o.path}`);
    for (const route of ['GET /api/user', 'PATCH /api/user', 'PATCH /api/auth/password', 'POST /api/bookings', 'POST /api/auth/phone/verify'])
      expect(keys).toContain(route);
    expect(operations.filter((o) => o.hasBody).length).toBeGreaterThan(5);
  });

  it('answer a guest with a bad body or query 401 before any validation, with no-store', async () => {
    const failures: string[] = [];
    for (const operation of operations) {
      const res = await badCall(operation, {});
      const key = `${operation.method} ${operation.path}`;
      if (res.statusCode !== 401) failures.push(`${key}: guest got ${res.statusCode}`);
      else if (res.json().code !== 'auth.unauthenticated') failures.push(`${key}: guest got code ${res.json().code}`);
      if (res.headers['cache-control'] !== 'no-store') failures.push(`${key}: guest answer cache-control ${String(res.headers['cache-control'])}`);
    }
    expect(failures).toEqual([]);
  });

  it('validate the same bad input once the token is good, and every signed-in answer has no-store', async () => {
    const failures: string[] = [];
    let refusedAsInvalid = 0;
    // Logout revokes the token it is called with: walk it last.
    const ordered = [...operations].sort((a, b) => Number(a.path === '/api/auth/logout') - Number(b.path === '/api/auth/logout'));
    for (const operation of ordered) {
      const res = await badCall(operation, bearerOf(user));
      const key = `${operation.method} ${operation.path}`;
      if (res.statusCode === 401) failures.push(`${key}: a live token got 401`);
      if (res.statusCode === 422) refusedAsInvalid++;
      if (res.headers['cache-control'] !== 'no-store') failures.push(`${key}: signed-in answer cache-control ${String(res.headers['cache-control'])}`);
    }
    expect(failures).toEqual([]);
    // The input really is bad: a user route that validates it refuses it (so the guest's 401 came first).
    expect(refusedAsInvalid).toBeGreaterThan(5);
    const fresh = await createTestUser(t.app.db);
    const ok = await t.app.inject({ method: 'GET', url: '/api/user', headers: bearerOf(fresh) });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['cache-control']).toBe('no-store');
  });

  it('a guest with a bad body gets 401 on the profile and password routes (were 422)', async () => {
    const profile = await t.app.inject({ method: 'PATCH', url: '/api/user', payload: { email: 'not-an-email' } });
    expect(profile.statusCode).toBe(401);
    const password = await t.app.inject({ method: 'PATCH', url: '/api/auth/password', payload: {} });
    expect(password.statusCode).toBe(401);
  });
});

describe('no-store on accounts answers', () => {
  it('login, register and the other auth answers are no-store; a public catalogue answer is not', async () => {
    const email = `nostore-${Date.now()}@example.om`;
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'No Store', email, password: 'secret123', country_code: '+968', agree_terms: true },
    });
    expect(register.statusCode).toBe(201);
    expect(register.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: email, password: 'secret123' } });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const failedLogin = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: email, password: 'wrong-one' } });
    expect(failedLogin.headers['cache-control']).toBe('no-store');
    const forgot = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });
    expect(forgot.headers['cache-control']).toBe('no-store');

    const events = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(events.statusCode).toBe(200);
    expect(events.headers['cache-control']).not.toBe('no-store');
  });
});

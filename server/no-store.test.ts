import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';
import { bearerOf, createTestUser, type TTestUser } from './test/fixtures';

/* `Cache-Control: no-store` on signed-in answers and on login and register (docs/architecture.md §4, §7). */

let t: TestApp;
let user: TTestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await createTestUser(t.app.db);
});
afterAll(async () => t?.close());

describe('Cache-Control: no-store', () => {
  it('is on every signed-in answer, errors included', async () => {
    for (const url of ['/api/user', '/api/user/stats', '/api/my-tickets', '/api/events']) {
      const res = await t.app.inject({ method: 'GET', url, headers: bearerOf(user) });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/my-tickets/2147483647', headers: bearerOf(user) });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('is on the login and register answers', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Maya', email: 'maya.nostore@example.om', password: 'secret123', country_code: '+968', agree_terms: true },
    });
    expect(register.statusCode).toBe(201);
    expect(register.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { login: 'maya.nostore@example.om', password: 'secret123' } });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('is not forced on public reads by guests', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/events' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});

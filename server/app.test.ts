import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the API shell', () => {
  it('answers health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.data.status).toBe('ok');
    expect(body.data.database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('answers an unknown API path with 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope/never' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, code: 'route.not_found', message: 'No such route: GET /api/nope/never' });
  });

  it('answers a malformed JSON body with 400 request.malformed and no stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/join-community',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.om",',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'request.malformed' });
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('answers invalid input with 422 and field errors', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/join-community', payload: { email: 'not-an-email' } });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe('validation.failed');
    expect(body.errors.email).toEqual(['Please enter a valid email address.']);
  });

  it('rejects an unsupported content type with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', headers: { 'content-type': 'text/xml' }, payload: '<x/>' });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('request.unsupported_media_type');
  });

  it('sends security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(String(res.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/events', '/api/events/{id}', '/api/categories', '/api/health']));
    expect(doc.paths['/api/events'].get.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['per_page', 'page', 'sort_field']));
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });

  it('joins the community once per email, answering duplicates kindly', async () => {
    const first = await t.app.inject({ method: 'POST', url: '/api/join-community', payload: { email: 'Reader@Example.om' } });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.already_member).toBe(false);
    const again = await t.app.inject({ method: 'POST', url: '/api/join-community', payload: { email: 'reader@example.om' } });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ already_member: true, message: 'You are already part of the Tadhkira community.' });
  });
});

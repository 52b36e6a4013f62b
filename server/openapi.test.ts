import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

/* The OpenAPI document is complete and valid (docs/architecture.md §4): named components, every error answer listed. */

type TOperation = {
  security?: unknown[];
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
};
type TDocument = { openapi: string; paths: Record<string, Record<string, TOperation>>; components: { schemas: Record<string, unknown> } };

let t: TestApp;
let doc: TDocument;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(async () => t?.close());

function operations(): { method: string; path: string; op: TOperation }[] {
  return Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), path, op })));
}

describe('the OpenAPI document', () => {
  it('validates against the OpenAPI schema', async () => {
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('defines every schema it references, the recursive category trees among them', () => {
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const id of new Set(refs)) expect(doc.components.schemas, id).toHaveProperty(id);
    expect(doc.components.schemas).toHaveProperty('Category');
    expect(doc.components.schemas).toHaveProperty('AdminCategory');
    expect(doc.components.schemas).toHaveProperty('ErrorEnvelope');
  });

  it('lists the error answers of every route, in the envelope', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(70);
    for (const { method, path, op } of all) {
      const where = `${method} ${path}`;
      const statuses = Object.keys(op.responses).map(Number);
      expect(
        statuses.some((s) => s >= 200 && s < 300),
        where,
      ).toBe(true);
      for (const s of statuses.filter((s) => s >= 400)) {
        // The envelope itself, or a route's own extension of it (429 auth.otp_resend_too_soon adds retry_after).
        const schema = op.responses[s]!.content?.['application/json']?.schema;
        if (schema?.$ref !== '#/components/schemas/ErrorEnvelope')
          expect(JSON.stringify(schema), `${where} ${s}`).toMatch(/"required":\["success","message","code"/);
      }
      // 503 (the SMS gateway refused) is an answer; a 500 never is.
      expect(statuses, where).not.toContain(500);
      if (op.security?.length) expect(statuses, where).toContain(401);
      if (op.security?.length && (path.startsWith('/api/admin/') || path.startsWith('/api/slider/'))) expect(statuses, where).toContain(403);
      if (op.parameters?.length || op.requestBody) expect(statuses, where).toContain(422);
      if (path.includes('{id}')) expect(statuses, where).toContain(404);
    }
  });
});

describe('429 in the OpenAPI document', () => {
  it('is listed for every route with a rate limit (its config or a limiting hook), including the e-mail change and its confirmation', () => {
    const limited = [
      'post /api/auth/email',
      'post /api/auth/email/confirm',
      'post /api/auth/login',
      'post /api/auth/register',
      'post /api/join-community',
      'post /api/contact',
      'patch /api/auth/phone',
      'post /api/auth/phone/verify',
    ];
    for (const route of limited) {
      const [method, path] = route.split(' ') as [string, string];
      expect(Object.keys(doc.paths[path]?.[method]?.responses ?? {}), route).toContain('429');
    }
    // And not for a route without one.
    expect(Object.keys(doc.paths['/api/events']?.get?.responses ?? {})).not.toContain('429');
  });
});

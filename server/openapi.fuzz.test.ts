import fc from 'fast-check';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';
import { bearerOf, createBadge, createCategory, createEvent, createTestUser, DAY } from './test/fixtures';

/*
 * A schema-driven fuzz test of every route (docs/architecture.md §4). Bodies, queries, path ids and headers are derived
 * from the OpenAPI document's own JSON schemas, mixing valid values with invalid ones (wrong types, edge
 * and out-of-range numbers, NUL, direction overrides, huge strings), and sent as a guest, a user and an
 * administrator. Every answer must be: not a 5xx, the envelope when it is JSON, and a status the document
 * lists for that route. Fixed seed; FUZZ_RUNS cases per route and caller (default 12: about 2,800
 * requests, well under a minute on PGlite). CI runs it on PostgreSQL too (DATABASE_URL).
 */

const SEED = 20_261_123;
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

type TSchema = {
  $ref?: string;
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  anyOf?: TSchema[];
  oneOf?: TSchema[];
  allOf?: TSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: TSchema;
  properties?: Record<string, TSchema>;
  required?: string[];
  additionalProperties?: boolean | TSchema;
};
type TParameter = { in: 'query' | 'path' | 'header'; name: string; required?: boolean; schema: TSchema };
type TOperation = { parameters?: TParameter[]; requestBody?: { content: Record<string, { schema: TSchema }> }; responses: Record<string, unknown> };
type TDocument = { paths: Record<string, Record<string, TOperation>>; components: { schemas: Record<string, TSchema> } };

let t: TestApp;
let doc: TDocument;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  // A little of everything, so some fuzzed ids hit real rows.
  const db = t.app.db;
  const category = await createCategory(db, 'Music');
  const badge = await createBadge(db, 'Hot');
  const event = await createEvent(db, {
    name: 'Concert',
    start: new Date(Date.now() + 3 * DAY),
    categoryIds: [category],
    badgeIds: [badge],
    tickets: [{ price: 5000 }],
  });
  ids.push(category, badge, event);
}, 60_000);
afterAll(async () => t?.close());

/** Values that break naive handling of any type. */
const nasty = fc.constantFrom<unknown>(
  '',
  '\u0000',
  'a\u0000b',
  'x\u202Egnp.exe',
  '\u2066\u2069',
  'سالم\u200F',
  ' ',
  'x'.repeat(20_000),
  -1,
  0,
  1.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER,
  '9007199254740993',
  1e308,
  -0,
  true,
  null,
  [],
  {},
  '1e999',
  'NaN',
  "' or 1=1 --",
  '{"$gt":""}',
);

function resolve(schema: TSchema): TSchema {
  let current = schema;
  for (let i = 0; current.$ref && i < 10; i++) current = doc.components.schemas[current.$ref.replace('#/components/schemas/', '')] ?? {};
  return current;
}

/** Values a schema accepts (mostly), built from its JSON schema. */
function validOf(input: TSchema, depth: number): fc.Arbitrary<unknown> {
  const schema = resolve(input);
  const base = ((): fc.Arbitrary<unknown> => {
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const branches = schema.anyOf ?? schema.oneOf;
    if (branches) return fc.oneof(...branches.map((b) => validOf(b, depth)));
    if (schema.allOf?.[0]) return validOf(schema.allOf[0], depth);
    switch (schema.type) {
      case 'string': {
        if (schema.format === 'email') return fc.emailAddress();
        if (schema.format === 'uuid') return fc.uuid();
        if (schema.format === 'date-time')
          return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
        if (schema.format === 'date')
          return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
        const minLength = schema.minLength ?? 0;
        const maxLength = Math.min(schema.maxLength ?? 40, minLength + 40);
        if (schema.pattern && !/\\u202A/.test(schema.pattern)) {
          try {
            return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
          } catch {
            // A pattern fast-check cannot generate from: plain strings below.
          }
        }
        return fc.string({ minLength, maxLength, unit: 'grapheme' });
      }
      case 'integer':
        return fc.integer({ min: Math.max(schema.minimum ?? -1000, -2_147_483_648), max: Math.min(schema.maximum ?? 1000, 2_147_483_647) });
      case 'number':
        return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true, noDefaultInfinity: true });
      case 'boolean':
        return fc.boolean();
      case 'array':
        if (depth > 3) return fc.constant([]);
        return fc.array(valueOf(schema.items ?? {}, depth + 1), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) });
      case 'object': {
        if (depth > 3) return fc.constant({});
        const properties = schema.properties ?? {};
        const record = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, valueOf(value, depth + 1)]));
        return fc.record(record, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return schema.nullable ? fc.option(base, { nil: null, freq: 5 }) : base;
}

/** Mostly valid values, sometimes nasty ones. */
function valueOf(schema: TSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: validOf(schema, depth) }, { weight: 1, arbitrary: nasty });
}

const pathId = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...[1, 2, 3, 4]) },
  { weight: 2, arbitrary: fc.constantFrom('0', '-1', '2147483647', '2147483648', '1.5', 'abc', '%00', '%E2%80%AE', '1e3', '99999999999999999999') },
);

type TCase = { path: Record<string, unknown>; query: Record<string, unknown>; headers: Record<string, unknown>; body: unknown };

function caseOf(op: TOperation): fc.Arbitrary<TCase> {
  const params = op.parameters ?? [];
  const group = (where: TParameter['in']) =>
    fc.record(
      Object.fromEntries(
        params
          .filter((p) => p.in === where)
          // Query values: nasty two times in five, since a route has only a few of them.
          .map((p) => [p.name, where === 'path' ? pathId : fc.oneof({ weight: 3, arbitrary: validOf(p.schema, 0) }, { weight: 2, arbitrary: nasty })]),
      ),
      { requiredKeys: params.filter((p) => p.in === where && (p.required || where === 'path')).map((p) => p.name) },
    );
  const bodySchema = op.requestBody?.content['application/json']?.schema;
  const body = bodySchema
    ? fc.oneof({ weight: 5, arbitrary: validOf(bodySchema, 0) }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) }, { weight: 1, arbitrary: nasty })
    : fc.constant(undefined);
  return fc.record({ path: group('path'), query: group('query'), headers: group('header'), body });
}

function urlOf(template: string, c: TCase): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = c.path[name];
    return typeof value === 'string' ? value : encodeURIComponent(String(value));
  });
  const query = qs.stringify(c.query, { arrayFormat: 'brackets' });
  return query ? `${path}?${query}` : path;
}

function headersOf(c: TCase): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(c.headers)) {
    // Node refuses control characters in header values before they are sent: those cannot reach the server either.
    const text = String(typeof value === 'object' ? JSON.stringify(value) : value);
    if (/^[\x20-\x7e]*$/.test(text)) headers[name] = text;
  }
  return headers;
}

/** One answer checked against the document: a listed status, never a 5xx, the envelope when JSON. */
function problemOf(op: TOperation, res: { statusCode: number; headers: Record<string, unknown>; body: string }): string | null {
  const listed = Object.keys(op.responses);
  if (res.statusCode >= 500) return `answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (!listed.includes(String(res.statusCode))) return `answered ${res.statusCode}, the document lists ${listed.join(',')}: ${res.body.slice(0, 200)}`;
  if (!String(res.headers['content-type'] ?? '').includes('application/json')) return null;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `answered JSON that does not parse: ${res.body.slice(0, 200)}`;
  }
  if (Array.isArray(body)) return res.statusCode < 300 ? null : 'answered a bare array for an error';
  const envelope = body as { success?: unknown; data?: unknown; code?: unknown; message?: unknown };
  if (res.statusCode < 300)
    return envelope.success === true && 'data' in envelope ? null : `answered ${res.statusCode} outside the envelope: ${res.body.slice(0, 200)}`;
  return envelope.success === false && typeof envelope.code === 'string' && typeof envelope.message === 'string'
    ? null
    : `error outside the envelope: ${res.body.slice(0, 200)}`;
}

const CALLERS = ['guest', 'user', 'admin'] as const;

describe('every route, fuzzed from the OpenAPI document', () => {
  for (const caller of CALLERS) {
    it(`answers ${caller}s with listed statuses, in the envelope, never a 5xx`, async () => {
      const problems: string[] = [];
      let requests = 0;
      for (const [template, ops] of Object.entries(doc.paths)) {
        for (const [method, op] of Object.entries(ops)) {
          // Logging out would end the caller's session for the routes after it; it is fuzzed with a session of its own.
          const person = caller === 'guest' ? null : await createTestUser(t.app.db, { roleId: caller === 'admin' ? 1 : 2 });
          const result = await fc.check(
            fc.asyncProperty(caseOf(op), async (c) => {
              requests++;
              const res = await t.app.inject({
                method: method.toUpperCase() as 'GET',
                url: urlOf(template, c),
                headers: { ...headersOf(c), ...(person ? bearerOf(person) : {}) },
                ...(c.body === undefined
                  ? {}
                  : { payload: JSON.stringify(c.body), headers: { ...headersOf(c), ...(person ? bearerOf(person) : {}), 'content-type': 'application/json' } }),
              });
              const problem = problemOf(op, res);
              if (problem) throw new Error(problem);
            }),
            { seed: SEED, numRuns: RUNS, endOnFailure: true },
          );
          if (result.failed) {
            const error = result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance);
            problems.push(`${method.toUpperCase()} ${template} as ${caller}: ${error}\n  input: ${JSON.stringify(result.counterexample).slice(0, 400)}`);
          }
        }
      }
      expect(requests).toBeGreaterThan(50);
      expect(problems).toEqual([]);
    }, 300_000);
  }
});

import { hasRateLimitedHook } from './lib/rate-limited';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdminCategorySchema, ZAdminEventSchema, ZAdminTicketSchema } from '../contract/admin-catalogue';
import { ZBookingSchema } from '../contract/bookings';
import { ZCategorySchema } from '../contract/categories';
import { ZErrorEnvelopeSchema, ZPaginationSchema } from '../contract/common';
import { ZEventSchema } from '../contract/events';
import { ZUserSchema } from '../contract/users';

/*
 * The OpenAPI document (GET /api/openapi.json, docs/architecture.md §4): generated from the routes' zod
 * schemas, with the shared schemas as named components and every route's error answers listed.
 */

/**
 * Schemas the document names as components. The recursive category trees must be here: a recursive
 * schema can only be a `$ref` to a component (otherwise the document points at a `schema0` it never defines).
 */
export const apiSchemaRegistry = z.registry<{ id: string }>();
apiSchemaRegistry.add(ZErrorEnvelopeSchema, { id: 'ErrorEnvelope' });
apiSchemaRegistry.add(ZPaginationSchema, { id: 'Pagination' });
apiSchemaRegistry.add(ZCategorySchema, { id: 'Category' });
apiSchemaRegistry.add(ZAdminCategorySchema, { id: 'AdminCategory' });
apiSchemaRegistry.add(ZEventSchema, { id: 'Event' });
apiSchemaRegistry.add(ZAdminEventSchema, { id: 'AdminEvent' });
apiSchemaRegistry.add(ZAdminTicketSchema, { id: 'AdminTicket' });
apiSchemaRegistry.add(ZUserSchema, { id: 'User' });
apiSchemaRegistry.add(ZBookingSchema, { id: 'Booking' });

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Malformed request: a URL, body or header that cannot be parsed (request.malformed).',
  401: 'No live bearer token (auth.unauthenticated), or wrong credentials on login.',
  403: 'The caller’s role may not call this route (auth.forbidden), or a verified phone is needed.',
  404: 'The resource does not exist (or is not the caller’s).',
  409: 'The request conflicts with the resource’s state.',
  413: 'The body or an uploaded file is too large.',
  415: 'The content type (or an uploaded file’s real type) is not accepted here.',
  422: 'The input is invalid: `errors` names each field (validation.failed), or a domain rule refused it.',
  429: 'Too many requests: wait (Retry-After) and try again.',
  503: 'A downstream service did not answer: the SMS gateway did not take the message, or the payment gateway could not start a checkout (payments.unavailable).',
};

/** Route-specific answers beyond the ones derived from the route's shape (see `errorStatusesOf`). */
const EXTRA_STATUSES: Record<string, readonly number[]> = {
  // 429 is derived from the route's limits (openApiTransform); the SMS cap's 429 is a limit of its own.
  'POST /api/auth/login': [401],
  'PATCH /api/auth/phone': [429, 503],
  'POST /api/auth/phone/verify': [409],
  'POST /api/auth/phone/resend-otp': [409, 422, 429, 503],
  'GET /api/user': [404],
  'PATCH /api/user': [404],
  'GET /api/user/stats': [404],
  'POST /api/bookings': [403, 404, 409, 503],
  'POST /api/invoices/:id/pay': [409, 503],
  'POST /api/invoices/:id/cancel': [409],
  'POST /api/payments/thawani/webhook': [401, 404, 503],
  'POST /api/admin/refunds/:id/retry': [409],
  'POST /api/rewards/:id/redeem': [409],
  // 403: a verified phone is needed, as for a booking; 409: already in line, or the event over or not on sale.
  'POST /api/tickets/:id/waitlist': [403, 409],
  // 404 is also wallet.not_configured; 409 a ticket with no pass to give (docs/architecture.md §6).
  'GET /api/my-tickets/:id/wallet/apple': [409],
  'GET /api/my-tickets/:id/wallet/google': [409],
};

const MULTIPART_ROUTES = new Set(['POST /api/admin/events', 'POST /api/admin/events/:id', 'POST /api/admin/hero', 'POST /api/admin/slider']);

/** Routes only administrators (and, for the door scanner, door staff) may call. */
function isStaffOnly(url: string): boolean {
  return url.startsWith('/api/admin/') || url.startsWith('/api/slider/');
}

/**
 * The error statuses a route can answer, derived from its shape: 400 for everyone (a URL that is not
 * valid percent-encoding); 413 and 415 for any method with a body; 422 when it takes input; 401 when it
 * needs a token, 403 when it is staff-only; 404 for `/:id` routes; 409 for staff-only writes; plus
 * EXTRA_STATUSES. The fuzz test (server/openapi.fuzz.test.ts) checks every answer against this list.
 */
export function errorStatusesOf(method: string, url: string, schema: Record<string, unknown>): number[] {
  const key = `${method} ${url}`;
  const statuses = new Set<number>([400]);
  const hasBody = !['GET', 'HEAD', 'OPTIONS'].includes(method);
  if (hasBody) statuses.add(413).add(415);
  if (schema.body || schema.querystring || schema.params || schema.headers || MULTIPART_ROUTES.has(key)) statuses.add(422);
  const signedIn = Array.isArray(schema.security) && schema.security.length > 0;
  if (signedIn) statuses.add(401);
  if (signedIn && isStaffOnly(url)) statuses.add(403);
  if (url.includes('/:id')) statuses.add(404);
  if (signedIn && isStaffOnly(url) && hasBody) statuses.add(409);
  for (const status of EXTRA_STATUSES[key] ?? []) statuses.add(status);
  return [...statuses].sort((a, b) => a - b);
}

const zodTransform = createJsonSchemaTransform({ schemaRegistry: apiSchemaRegistry });

type TTransformInput = Parameters<typeof zodTransform>[0];

/** @fastify/swagger's `transform`: the zod schemas as JSON schema, plus the error answers in the envelope. */
export function openApiTransform(input: TTransformInput): ReturnType<typeof zodTransform> {
  const result = zodTransform(input);
  const schema = result.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return result;
  const method = [input.route.method].flat()[0] ?? 'GET';
  const response = { ...(schema.response as Record<string, unknown> | undefined) };
  // Routes without a declared answer (the CSV downloads) keep the success answer the document would have given them.
  if (!Object.keys(response).some((status) => status.startsWith('2'))) {
    response[200] = input.url.endsWith('.csv')
      ? { description: 'A CSV file.', content: { 'text/csv': { schema: { type: 'string' } } } }
      : { description: 'Default Response', type: 'null' };
  }
  const route = input.route as { config?: { rateLimit?: unknown }; onRequest?: unknown; preValidation?: unknown; preHandler?: unknown };
  // A route limited by @fastify/rate-limit's config or by a marked hook (server/lib/rate-limited.ts) can answer 429.
  const limited = route.config?.rateLimit !== undefined || [route.onRequest, route.preValidation, route.preHandler].some(hasRateLimitedHook);
  const statuses = errorStatusesOf(method, input.url, input.schema as Record<string, unknown>);
  for (const status of limited ? [...new Set([...statuses, 429])].sort((a, b) => a - b) : statuses) {
    response[status] ??= {
      description: ERROR_DESCRIPTIONS[status],
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
    };
  }
  return { ...result, schema: { ...schema, response } };
}

/** @fastify/swagger's `transformObject`: adds the registry's schemas as components. */
export const openApiTransformObject = createJsonSchemaTransformObject({ schemaRegistry: apiSchemaRegistry });

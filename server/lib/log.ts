import type { FastifyRequest } from 'fastify';
import { errorForLog } from '../db/errors';

/**
 * A request URL as the log keeps it: the path and the names of its query parameters, not their values
 * (searches carry e-mails and phone numbers; links carry tokens). `/api/admin/users?search=…`.
 */
export function urlForLog(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=')[0]}=…`);
  return `${url.slice(0, at)}?${names.join('&')}`;
}

/** Fastify's logger serializers (server/app.ts): errors without query parameters, requests without query values. */
export const logSerializers = {
  err: (error: unknown) => errorForLog(error),
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: urlForLog(request.url),
    host: request.host,
    remoteAddress: request.ip,
  }),
};

import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { TErrorCode } from '../../contract/errors';
import { counterKey } from './rate-limit-store';
import type { TPageResponder } from './ssr';

/** A page's address: not the API or media, and no file extension in its last segment (a missing asset is not a page). */
function isPagePath(url: string): boolean {
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/')) return false;
  const last = url.slice(url.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/**
 * Unknown API paths answer 404 in the envelope. A GET of a page path gets HTML whatever it accepts (a link
 * preview bot sends `Accept: *\/*`): the public pages server-rendered, with 404 for an unknown page or
 * event, the others the client shell (server/plugins/ssr.ts, docs/architecture.md §10). Rate-limited, as
 * probing unknown paths is a common scan pattern.
 */
export function registerNotFound(app: FastifyInstance, pages: TPageResponder | null): void {
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute', keyGenerator: (request) => counterKey('not-found', normalizeIP(request.ip)) }) },
    (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      if (pages && (request.method === 'GET' || request.method === 'HEAD') && isPagePath(url)) return pages(request, reply);
      return reply.status(404).send({ success: false, code: 'route.not_found' satisfies TErrorCode, message: `No such route: ${request.method} ${url}` });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { TErrorCode } from '../../contract/errors';
import { pageRateLimit, type TPageResponder } from './ssr';

/** A page's address: not the API or media, and no file extension in its last segment (a missing asset is not a page). */
function isPagePath(url: string): boolean {
  if (url === '/api' || url.startsWith('/api/') || url.startsWith('/uploads/')) return false;
  const last = url.slice(url.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/**
 * Unknown API paths answer 404 in the envelope. A GET of another page path than the public pages registered by
 * name (server/plugins/ssr.ts) gets HTML whatever it accepts (a link preview bot sends `Accept: *\/*`): the
 * not-found page, server-rendered with 404, or the client shell of a page the browser renders (signed-in pages, the
 * dashboard; docs/architecture.md §10). Rate-limited as the pages are.
 */
export function registerNotFound(app: FastifyInstance, pages: TPageResponder | null): void {
  app.setNotFoundHandler({ preHandler: pageRateLimit(app) }, (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (pages && (request.method === 'GET' || request.method === 'HEAD') && isPagePath(url)) return pages(request, reply);
    return reply.status(404).send({ success: false, code: 'route.not_found' satisfies TErrorCode, message: `No such route: ${request.method} ${url}` });
  });
}

import type { FastifyInstance } from 'fastify';

/**
 * `Cache-Control: no-store` on every API answer to a signed-in request (it carries a bearer token) and on
 * every accounts answer (login and register hand out tokens): no browser, proxy or service-worker cache
 * may keep personal data (issue 12, docs/architecture.md §4). Set last, over any other caching header.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.url;
    if (url.startsWith('/api/') && (request.headers.authorization !== undefined || url.startsWith('/api/auth/'))) {
      void reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { TErrorCode } from '../../contract/errors';
import { counterKey } from './rate-limit-store';

/**
 * Unknown API paths answer 404 in the envelope; other GETs that accept HTML get the SPA shell so client
 * routes like /event/12 work on reload. Rate-limited, as probing unknown paths is a common scan pattern.
 */
export function registerNotFound(app: FastifyInstance, distDir: string, webServed: boolean): void {
  const hasIndex = webServed && existsSync(path.join(distDir, 'index.html'));
  app.setNotFoundHandler(
    { preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute', keyGenerator: (request) => counterKey('not-found', normalizeIP(request.ip)) }) },
    (request, reply) => {
      const url = request.url.split('?')[0] ?? '/';
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      if (hasIndex && request.method === 'GET' && !url.startsWith('/api/') && url !== '/api' && !url.startsWith('/uploads/') && wantsHtml) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html', distDir);
      }
      return reply.status(404).send({ success: false, code: 'route.not_found' satisfies TErrorCode, message: `No such route: ${request.method} ${url}` });
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { asActor } from '../db/audit';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * An administrator's or door staff's change through `/api/admin/…` runs as them, so the transactions it
 * opens are recorded in the audit log (docs/architecture.md §12; server/db/audit.ts). The auth guards ran
 * in onRequest, so `request.auth` is known here; a callback hook keeps the handler inside the actor's
 * context.
 */
export function recordStaffChanges(api: FastifyInstance): void {
  api.addHook('preHandler', (request, _reply, done) => {
    const user = request.auth?.user;
    const url = request.routeOptions.url;
    if (!user || (user.roleId !== 1 && user.roleId !== 3) || READS.has(request.method) || !url?.startsWith('/api/admin/')) {
      done();
      return;
    }
    asActor({ kind: 'user', userId: user.id, via: `${request.method} ${url}` }, done);
  });
}

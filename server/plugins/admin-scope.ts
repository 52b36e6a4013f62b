import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/**
 * The administrator's scope (docs/architecture.md §4, §7): every admin route plugin is registered inside
 * this one encapsulated context, whose `onRequest` guard admits role 1 only. The guard is a property of
 * the registration, not of each route, so a new admin route cannot forget it; and `onRequest` runs before
 * body parsing and schema validation, so a guest, user or door staff hears 401/403, never 422.
 *
 * Door staff's scanner routes (also under /admin) live in their own scope guarded for roles 1 and 3
 * (modules/scans/scans.routes.ts).
 */
export function adminScope(plugins: readonly FastifyPluginAsync[]): FastifyPluginAsync {
  return async (scope: FastifyInstance) => {
    scope.addHook('onRequest', scope.requireRole(1));
    for (const plugin of plugins) await scope.register(plugin);
  };
}

export type TRegisteredRoute = { method: string; url: string };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the app, as it was registered (the admin-scope test walks this list). */
    registeredRoutes: readonly TRegisteredRoute[];
  }
}

/** Records every route as it is added; call before any route plugin is registered. */
export function recordRoutes(app: FastifyInstance): void {
  const routes: TRegisteredRoute[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
}

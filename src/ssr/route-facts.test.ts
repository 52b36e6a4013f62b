import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { serverRenderedPaths } from '../entry-server';
import { routeTree } from '../routeTree.gen';

/** Every route of the tree, the root first. */
function allRoutes(route: AnyRoute = routeTree as unknown as AnyRoute): AnyRoute[] {
  return [route, ...(Object.values(route.children ?? {}) as AnyRoute[]).flatMap((child) => allRoutes(child))];
}

/**
 * A page's facts live in its route file (docs/ui.md "Adding a public page"): `staticData.serverRendered` makes the
 * server render it and server/app.ts register its path; its `head()` (src/ssr/head.ts) writes its <head>.
 */
describe('the routes’ own declarations', () => {
  it('lists the public pages the server renders, as their route files declare them', () => {
    expect(serverRenderedPaths()).toEqual(['/', '/category/$id', '/event/$id', '/login', '/privacy-policy', '/register', '/search', '/terms']);
  });

  it('gives every server-rendered page its own head(), and the root one for an address no route knows', () => {
    const rendered = allRoutes().filter((route) => route.options.staticData?.serverRendered);
    expect(rendered.length).toBe(8);
    for (const route of rendered) expect(typeof route.options.head, route.id).toBe('function');
    expect(typeof (routeTree as unknown as AnyRoute).options.head).toBe('function');
  });

  it('writes no head() on a page the browser renders: nobody would read it', () => {
    const others = allRoutes().filter((route) => !route.isRoot && !route.options.staticData?.serverRendered);
    expect(others.length).toBeGreaterThan(20);
    for (const route of others) expect(route.options.head, route.id).toBeUndefined();
  });
});

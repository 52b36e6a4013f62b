import type { FastifyPluginAsync } from 'fastify';
import { publicOrigin } from '../../lib/public-origin';
import { buildRobots, buildSitemap } from './seo.service';

/** Search engines read them every few minutes at most; a new event shows up within this. */
const SITEMAP_MAX_AGE_SECONDS = 300;
const ROBOTS_MAX_AGE_SECONDS = 3600;

/**
 * /sitemap.xml and /robots.txt at the site's root (not under /api): their URLs are absolute, so the server
 * writes them with the public origin (server/lib/public-origin.ts). Hidden from the API documents.
 */
export const seoRoutes: FastifyPluginAsync = async (app) => {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const xml = await buildSitemap(app.db, publicOrigin(request, app.config));
    return reply.header('Content-Type', 'application/xml; charset=utf-8').header('Cache-Control', `public, max-age=${SITEMAP_MAX_AGE_SECONDS}`).send(xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('Content-Type', 'text/plain; charset=utf-8')
      .header('Cache-Control', `public, max-age=${ROBOTS_MAX_AGE_SECONDS}`)
      .send(buildRobots(publicOrigin(request, app.config))),
  );
};

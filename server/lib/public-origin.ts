import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';

/** A Host header worth echoing into absolute URLs: a name or an address, with an optional port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin of the absolute URLs the server writes for sharing and search (canonical, Open Graph, sitemap,
 * robots.txt; docs/architecture.md §4): PUBLIC_URL's origin when it is set, else the request's protocol and
 * Host (X-Forwarded-Proto/-Host only with TRUST_PROXY). A Host that is not a plain host name, as a probe
 * may send, falls back to the configured default instead of being written into a page.
 */
export function publicOrigin(request: FastifyRequest, config: Pick<AppConfig, 'publicOrigin' | 'publicUrl'>): string {
  if (config.publicOrigin) return config.publicOrigin;
  const host = request.host;
  if (typeof host === 'string' && HOST.test(host)) return `${request.protocol}://${host.toLowerCase()}`;
  return new URL(config.publicUrl).origin;
}

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { resolveLocale } from '../lib/locale';
import { publicOrigin } from '../lib/public-origin';
import { counterKey } from './rate-limit-store';
import type { TLocale } from '../../contract/common';
import { localeFromCookie, splitLocalePrefix, type TRenderInput, type TRenderResult } from '../../contract/pages';

type TEntryServer = { render: (input: TRenderInput) => Promise<TRenderResult>; serverRenderedPaths?: () => string[] };

/** Answers a page path with HTML, server-rendered when it is a public page. */
export type TPageResponder = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** The web pages: how to answer one, and the public pages the render build draws, as the router writes them (`/event/$id`). */
export type TPages = { respond: TPageResponder; serverRendered: string[] };

const ROOT_MARKER = '<div id="root"></div>';
const RENDER_CACHE_MS = 5_000;
const RENDER_CACHE_ENTRIES = 500;
/** Uncached server renders one address may start per second (a continuously refilled bucket of as many). */
const RENDERS_PER_SECOND = 20;

/**
 * The built index.html cut where the server render goes (docs/architecture.md §10): `<html>` gets lang,
 * dir and `data-ssr`; the page's own title and description replace the shell's; the app's HTML goes into
 * #root, followed by its dehydrated data.
 */
type TTemplate = { beforeHead: string; headRest: string; headToRoot: string; afterRoot: string; appScripts: string };

function parseTemplate(shell: string): TTemplate {
  // The server render's head brings the page's own title and description.
  const withoutMeta = shell.replace(/<title>[^<]*<\/title>\s*/, '').replace(/<meta name="description"[^>]*>\s*/, '');
  const htmlOpen = /<html[^>]*>/.exec(withoutMeta);
  const headOpen = withoutMeta.indexOf('<head>');
  const headClose = withoutMeta.indexOf('</head>');
  const root = withoutMeta.indexOf(ROOT_MARKER);
  if (!htmlOpen || headOpen < 0 || headClose < 0 || root < 0) throw new Error('dist/index.html is missing <html>, <head> or #root');
  // The app's scripts leave the head: index.html's loader fetches them after the first paint, from the list
  // in #app-scripts (a data block, not a script the CSP would have to allow).
  let entry: string | null = null;
  const preload: string[] = [];
  const headRest = withoutMeta
    .slice(headOpen + '<head>'.length, headClose)
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_m, src: string) => {
      entry = src;
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_m, href: string) => {
      preload.push(href);
      return '';
    });
  if (!entry) throw new Error('dist/index.html has no module script');
  return {
    beforeHead: withoutMeta.slice(htmlOpen.index + htmlOpen[0].length, headOpen + '<head>'.length),
    headRest,
    headToRoot: withoutMeta.slice(headClose, root),
    // Without JavaScript a server-rendered page still reads: the shell's "needs JavaScript" note is not for it.
    afterRoot: withoutMeta.slice(root + ROOT_MARKER.length).replace(/\s*<noscript>[\s\S]*?<\/noscript>/, ''),
    appScripts: `<script id="app-scripts" type="application/json">${JSON.stringify({ entry, preload }).replace(/</g, '\\u003c')}</script>`,
  };
}

/**
 * `<link rel="preload">` for the fonts a page's first paint uses, per language: the build lists them in
 * dist/.vite/font-preloads.json (build/fonts.ts), so text paints in Plex without waiting for the CSS to name them.
 */
function readFontPreloads(distDir: string): Record<TLocale, string> {
  const file = path.join(distDir, '.vite', 'font-preloads.json');
  const links = { en: '', ar: '' };
  if (!existsSync(file)) return links;
  const listed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<TLocale, string[]>>;
  for (const locale of ['en', 'ar'] as const) {
    links[locale] = (listed[locale] ?? [])
      .filter((href) => /^\/assets\/[\w.-]+\.woff2$/.test(href))
      .map((href) => `<link rel="preload" as="font" type="font/woff2" href="${href}" crossorigin>`)
      .join('');
  }
  return links;
}

/** `/ar/…` and `/en/…` name their language; otherwise the saved choice (cookie), Accept-Language, English. */
export function pageLocale(request: FastifyRequest): { locale: TLocale; prefixed: boolean } {
  const { locale } = splitLocalePrefix(request.url.split('?')[0] ?? '/');
  if (locale) return { locale, prefixed: true };
  return {
    locale: localeFromCookie(request.headers.cookie) ?? resolveLocale(undefined, request.headers['accept-language']),
    prefixed: false,
  };
}

/** A fetch that hands the render's API calls to this Fastify instance in-process (no socket, no port). */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}

/**
 * Loads the server render (dist-ssr/entry-server.js) and the shell it fills. Without a build of both, page
 * paths get the client shell as before. Renders run one at a time: the render shares module state (locale,
 * link prefix, API transport) with the client code it is built from.
 */
export async function createPageResponder(app: FastifyInstance, config: AppConfig): Promise<TPages | null> {
  const { webDistDir: distDir, webSsrDir: ssrDir } = config;
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const shellHtml = readFileSync(indexFile, 'utf8');
  const entryFile = path.join(ssrDir, 'entry-server.js');
  let entry: TEntryServer | null = null;
  let template: TTemplate | null = null;
  if (existsSync(entryFile)) {
    entry = (await import(pathToFileURL(entryFile).href)) as TEntryServer;
    template = parseTemplate(shellHtml);
  } else {
    app.log.warn({ entryFile }, 'no server render build: public pages are client-rendered');
  }
  const fetchImpl = injectFetch(app);
  const fontPreloads = readFontPreloads(distDir);
  // What a page's head starts with in each language, made once: the shell's head with the language's
  // manifest, then the fonts its script needs.
  const headStart = (locale: TLocale) =>
    template
      ? `${template.beforeHead}${template.headRest.replace('/manifest.webmanifest', locale === 'ar' ? '/manifest-ar.webmanifest' : '/manifest.webmanifest')}${fontPreloads[locale]}`
      : '';
  const headStarts: Record<TLocale, string> = { en: headStart('en'), ar: headStart('ar') };
  let queue: Promise<unknown> = Promise.resolve();

  function sendShell(reply: FastifyReply): FastifyReply {
    return reply.status(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(shellHtml);
  }

  /**
   * Rendered pages for a few seconds (docs/architecture.md §10): every visitor of a public page sees the same
   * HTML for a given address, language and origin, so a burst of visitors (a shared link) costs one render.
   * The seats shown may be this many seconds old; the client refreshes them as it does any read.
   */
  const rendered = new Map<string, { at: number; result: TRenderResult }>();
  // A change made through this process (an admin's new hero, an edited event, a booking's seats) is in the next
  // render: any successful write empties the cache. Another process's pages catch up within RENDER_CACHE_MS.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS' && reply.statusCode < 400) rendered.clear();
  });

  const renderKey = (input: TRenderInput) => `${input.locale} ${input.prefixed ? 1 : 0} ${input.origin} ${input.url}`;
  const cachedRender = (key: string) => {
    const hit = rendered.get(key);
    return hit && Date.now() - hit.at < RENDER_CACHE_MS ? hit.result : null;
  };

  /**
   * Renders run one at a time, so one client asking for many pages no cache holds (a flood of /search?q=…)
   * would queue everybody else's behind its own (docs/architecture.md §10). Each address may start
   * RENDERS_PER_SECOND uncached renders a second (a bucket that refills continuously); past that it gets the
   * client shell, which costs nothing to send and renders in its browser. A browser or Lighthouse never
   * comes near the limit.
   */
  const buckets = new Map<string, { tokens: number; at: number }>();
  function mayRender(address: string): boolean {
    const now = Date.now();
    if (buckets.size > 10_000) for (const [key, b] of buckets) if (now - b.at > 1000) buckets.delete(key);
    const bucket = buckets.get(address) ?? { tokens: RENDERS_PER_SECOND, at: now };
    bucket.tokens = Math.min(RENDERS_PER_SECOND, bucket.tokens + ((now - bucket.at) / 1000) * RENDERS_PER_SECOND);
    bucket.at = now;
    buckets.set(address, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }

  function render(input: TRenderInput): Promise<TRenderResult> {
    const key = renderKey(input);
    const hit = cachedRender(key);
    if (hit) return Promise.resolve(hit);
    const run = queue.then(() => entry!.render(input));
    queue = run.catch(() => undefined);
    return run.then((result) => {
      if (rendered.size >= RENDER_CACHE_ENTRIES) rendered.delete(rendered.keys().next().value as string);
      rendered.delete(key);
      rendered.set(key, { at: Date.now(), result });
      return result;
    });
  }

  const respond: TPageResponder = async (request, reply) => {
    if (!entry || !template) return sendShell(reply);
    const { locale, prefixed } = pageLocale(request);
    const input: TRenderInput = { url: request.url, locale, prefixed, origin: publicOrigin(request, config), fetch: fetchImpl };
    if (!cachedRender(renderKey(input)) && !mayRender(request.ip)) return sendShell(reply);
    let result: TRenderResult;
    try {
      result = await render(input);
    } catch (error) {
      // A render that fails must not leave a broken page: the client shell renders it in the browser.
      request.log.error({ err: error, url: request.url }, 'server render failed; sending the client shell');
      return sendShell(reply);
    }
    if (result.kind === 'shell') return sendShell(reply);
    if (result.kind === 'redirect') return reply.redirect(result.location, 302);
    const t = template;
    const head = `<!doctype html>\n<html lang="${result.lang}" dir="${result.dir}" data-ssr>${headStarts[result.lang]}${result.head}`;
    const body = `${t.headToRoot}<div id="root">${result.html}</div><script id="ssr-state" type="application/json">${result.state}</script>${t.appScripts}${t.afterRoot}`;
    reply.status(result.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (!prefixed) reply.header('Vary', 'Accept-Language, Cookie');
    // The head first, then the page: a browser starts on the fonts, styles and image preloads while the body follows.
    return reply.send(Readable.from([head, body]));
  };
  return { respond, serverRendered: entry?.serverRenderedPaths?.() ?? [] };
}

/** The router's path (`/event/$id`) as Fastify writes it (`/event/:id`). */
export function fastifyPath(routerPath: string): string {
  return routerPath.replace(/\$([A-Za-z_]\w*)/g, ':$1');
}

/**
 * The public pages, each registered by its route's path in both language prefixes and none (docs/architecture.md
 * §10): `/event/:id`, `/en/event/:id`, `/ar/event/:id`. Which pages they are is the routes' own declaration
 * (`staticData.serverRendered` in src/routes, listed by the render build). Another page path (a signed-in page, the
 * dashboard, an address no route knows) reaches the not-found handler, which answers it with the same responder:
 * the client shell, or the not-found page with 404.
 */
export function registerServerRenderedPages(app: FastifyInstance, pages: TPages): void {
  const preHandler = pageRateLimit(app);
  for (const routerPath of pages.serverRendered) {
    const url = fastifyPath(routerPath);
    for (const prefix of ['', '/en', '/ar']) {
      app.get(url === '/' ? prefix || '/' : `${prefix}${url}`, { preHandler }, pages.respond);
    }
  }
}

/** Pages per address and minute: a browser never comes near it; probing unknown paths is a common scan pattern. */
export function pageRateLimit(app: FastifyInstance) {
  return app.rateLimit({ max: 300, timeWindow: '1 minute', keyGenerator: (request) => counterKey('pages', normalizeIP(request.ip)) });
}

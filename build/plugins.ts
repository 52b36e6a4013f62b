import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { PluginOption, ResolvedConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { MANIFEST_HREF, WEB_MANIFESTS } from '../src/lib/web-manifest';
import { lazyChakraGlobalPlugin, rtlByLanguagePlugin } from './chakra';
import { catalogPartsPlugin } from './catalogs';
import { fontPreloadsPlugin } from './fonts';
import { SERVER_ONLY_DIR } from './import-closure';

/**
 * Lingui macros under Vite 8 (toolchain pitfall 3): Babel runs only on files that import a
 * `@lingui/*\/macro` module, so the rest of the app keeps Oxc's fast path.
 * Shared with vitest.config.ts, or macros fail inside tests.
 */
export function linguiPlugins(): PluginOption[] {
  const linguiMacroPreset = defineRolldownBabelPreset({
    preset: () => ({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    rolldown: {
      filter: {
        id: /\.[cm]?[jt]sx?$/,
        code: /from\s+['"]@lingui\/[a-z-]+\/macro['"]/,
      },
    },
  });
  return [babel({ presets: [linguiMacroPreset] }), catalogPartsPlugin(), lingui()];
}

function pwaPlugin(): PluginOption {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    // Registered by hand from src/main.tsx, in production only.
    injectRegister: false,
    // English here (the link the build adds); the Arabic twin comes from arabicManifestPlugin.
    manifest: { ...WEB_MANIFESTS.en, icons: [...WEB_MANIFESTS.en.icons] },
    workbox: {
      clientsClaim: true,
      // The update prompt decides when the waiting worker takes over (never mid-scan).
      skipWaiting: false,
      cleanupOutdatedCaches: true,
      // The scanner's Background Sync relay (public/sw-scanner-sync.js).
      importScripts: ['/sw-scanner-sync.js'],
      // Navigations go to the network first (server-rendered pages, docs/architecture.md §10); only without one
      // does the precached shell answer, so the pass, My Tickets and the scanner still open offline.
      navigateFallback: null,
      // Both locale catalogs' chunks and the woff2 fonts are precached with the shell.
      globPatterns: ['**/*.{js,css,html,woff2,svg,png,webp,ico,txt}'],
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/(api|uploads)\//.test(url.pathname) && !/\.(xml|txt)$/.test(url.pathname),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: '/index.html' } },
        },
        {
          // Posters and slider images only; API JSON is never cached by the worker (docs/architecture.md §6).
          urlPattern: ({ url, request }) => url.pathname.startsWith('/uploads/') && request.destination === 'image',
          handler: 'CacheFirst',
          options: {
            cacheName: 'uploads-images',
            expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
            cacheableResponse: { statuses: [0, 200] },
          },
        },
      ],
    },
  });
}

/**
 * Chakra's global stylesheet (src/theme/chakra-global.css: layer order, reset, global styles, token
 * variables), inlined at the top of index.html's head: every page, server-rendered or the client shell, has it
 * before its first paint, and the app's ChakraProvider no longer inserts it while hydrating (appSystem in
 * src/theme/system.ts).
 */
function chakraGlobalCssPlugin(): PluginOption {
  let root = process.cwd();
  return {
    name: 'tadhkira:chakra-global-css',
    configResolved(config: ResolvedConfig) {
      root = config.root;
    },
    async transformIndexHtml() {
      const css = await readFile(path.join(root, 'src/theme/chakra-global.css'), 'utf8');
      return [{ tag: 'style', attrs: { id: 'chakra-global' }, children: css.trim(), injectTo: 'head-prepend' }];
    },
  };
}

/**
 * The Arabic manifest (docs/architecture.md §6): Arabic name, `lang: ar`, `dir: rtl`; src/lib/i18n.ts links it on
 * Arabic pages.
 */
function arabicManifestPlugin(): PluginOption {
  return {
    name: 'tadhkira:arabic-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: MANIFEST_HREF.ar.slice(1), source: `${JSON.stringify(WEB_MANIFESTS.ar, null, 2)}\n` });
    },
  };
}

/** V8's per-file compile hint (docs/architecture.md §8): every function of a file that carries it is compiled eagerly. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the chunks every page evaluates at start-up (the entry and the vendor chunk it imports) with V8's
 * per-file compile hint. Chromium then compiles their functions on the background thread that streams the
 * file, instead of one by one on the main thread the first time each is called while the page hydrates
 * (docs/architecture.md §8). Route and lazily loaded chunks keep lazy compilation.
 */
function compileHintsPlugin(): PluginOption {
  return {
    name: 'tadhkira:compile-hints',
    apply: 'build',
    // After minification, which drops comments, and after Vite's own additions at the top of the entry.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !(chunk.isEntry || chunk.name === 'vendor')) continue;
          chunk.code = COMPILE_HINT + chunk.code;
          // One more line at the top: a source map (a build with --sourcemap) moves down by one line.
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}

/**
 * In the browser build a server-only module (`src/ssr/`, the pages' heads) is its export names and nothing else:
 * route files name the heads only under `import.meta.env.SSR` (docs/architecture.md §10), so none of their code,
 * nor what they import (the contract's zod schemas, say), may reach a visitor's bundle through them.
 */
function serverOnlyPlugin(): PluginOption {
  return {
    name: 'tadhkira:server-only',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0]!.replaceAll('\\', '/');
      if (!file.includes(`/${SERVER_ONLY_DIR}`)) return null;
      const source = await readFile(file, 'utf8');
      const names = [...source.matchAll(/^export (?:const|let|function|async function|class) (\w+)/gm)].map((match) => match[1]);
      return names.map((name) => `export const ${name} = undefined;`).join('\n');
    },
  };
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|map)$/;

/**
 * Writes .br and .gz twins of every text asset after the build, so the server sends them
 * pre-compressed (@fastify/static `preCompressed`) without compressing on each request.
 */
function precompressPlugin(): PluginOption {
  let outDir = 'dist';
  async function walk(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true });
    const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)])));
    return nested.flat();
  }
  return {
    name: 'tadhkira:precompress',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        for (const file of await walk(outDir)) {
          if (!COMPRESSIBLE.test(file) || file.endsWith('.map') || (await stat(file)).size < 1024) continue;
          const body = await readFile(file);
          await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
          await writeFile(`${file}.br`, brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
        }
      },
    },
  };
}

/** The route ids behind sign-in (src/routes/dashboard/, src/routes/_authenticated/). */
const SIGNED_IN_ROUTE_ID = /^\/(dashboard|_authenticated)(\/|$)/;

/** Every plugin of the web app, in the order they must run; the server render's build skips the browser's. */
export function appPlugins({ ssr = false }: { ssr?: boolean } = {}): PluginOption[] {
  const shared = [
    // The router plugin must come before react() so code-split route chunks get the React transform.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        // Behind sign-in (dashboard, scanner, account), a route's loader goes into its screen's chunk: the public
        // first load carries only the routes' matching parts (docs/architecture.md §8). The public routes keep
        // theirs in the entry, so a visitor's page starts fetching its data before its screen's chunk arrives.
        splitBehavior: ({ routeId }) => (SIGNED_IN_ROUTE_ID.test(routeId) ? [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] : undefined),
      },
    }),
    react(),
    ...linguiPlugins(),
    lazyChakraGlobalPlugin(),
    rtlByLanguagePlugin(),
  ];
  if (ssr) return shared;
  return [
    ...shared,
    serverOnlyPlugin(),
    chakraGlobalCssPlugin(),
    pwaPlugin(),
    arabicManifestPlugin(),
    fontPreloadsPlugin(),
    compileHintsPlugin(),
    // Last, after the service worker and its precache manifest are written.
    precompressPlugin(),
  ];
}

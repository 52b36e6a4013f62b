import babel, { defineRolldownBabelPreset } from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { PluginOption, ResolvedConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** Brand teal (brand.700 in src/theme/system.ts); keep in sync with index.html's theme-color. */
export const THEME_COLOR = '#0c5a55';
export const BACKGROUND_COLOR = '#fbf7f0';

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
  return [babel({ presets: [linguiMacroPreset] }), lingui()];
}

function pwaPlugin(): PluginOption {
  return VitePWA({
    strategies: 'generateSW',
    registerType: 'prompt',
    // Registered by hand from src/main.tsx, in production only.
    injectRegister: false,
    manifest: {
      name: 'Tadhkira — Events in Oman',
      short_name: 'Tadhkira',
      description: 'Discover events across Oman, book tickets and keep your passes on your phone.',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      display: 'standalone',
      start_url: '/',
      scope: '/',
      lang: 'en',
      dir: 'ltr',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      clientsClaim: true,
      // The update prompt decides when the waiting worker takes over (never mid-scan).
      skipWaiting: false,
      cleanupOutdatedCaches: true,
      // The scanner's Background Sync relay (public/sw-scanner-sync.js).
      importScripts: ['/sw-scanner-sync.js'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api\//, /^\/uploads\//],
      // Both locale catalogs' chunks and the woff2 fonts are precached with the shell.
      globPatterns: ['**/*.{js,css,html,woff2,svg,png,webp,ico,txt}'],
      runtimeCaching: [
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

/** Every plugin of the web app, in the order they must run. */
export function appPlugins(): PluginOption[] {
  return [
    // The router plugin must come before react() so code-split route chunks get the React transform.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    ...linguiPlugins(),
    pwaPlugin(),
    // Last, after the service worker and its precache manifest are written.
    precompressPlugin(),
  ];
}

import { defineConfig } from 'vite';
import { appPlugins } from './build/plugins.ts';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

/** A route module behind sign-in (its split screen chunks too): the dashboard, the scanner, the account pages. */
const SIGNED_IN_ROUTE = /[\\/]src[\\/]routes[\\/](dashboard|_authenticated)[\\/.]/;
const SIGNED_IN_CHUNK = /(^|\/)in\.[^/]+\.js$/;

export default defineConfig(({ isSsrBuild }) => ({
  // `vite build --ssr src/entry-server.tsx` (npm run build) writes the server render into dist-ssr/
  // (docs/architecture.md §10): the same app, without the service worker and the asset twins.
  plugins: appPlugins({ ssr: isSsrBuild === true }),
  // The server render bundles its dependencies: React's production build whatever NODE_ENV the server runs
  // with, and one copy of each module the client code shares state through (the atoms' store, Lingui's i18n).
  ssr: { noExternal: true },
  ...(isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/uploads': { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/uploads': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    sourcemap: false,
    // dist/.vite/manifest.json: bench/bundle-size.ts reads it to measure the first-load budget.
    manifest: !isSsrBuild,
    // The entry lists, for each lazily loaded chunk, the files to preload with it (`__vite__mapDeps`). The screens
    // behind sign-in (dashboard, scanner, account) load their imports as they run instead: their lists would
    // grow the public pages' first load with every new screen (docs/architecture.md §8), and once the service
    // worker has installed, those files come from its cache anyway.
    modulePreload: {
      resolveDependencies: (filename, deps, { hostType }) => (hostType === 'js' && SIGNED_IN_CHUNK.test(filename) ? [] : deps),
    },
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) => (isSsrBuild || !SIGNED_IN_ROUTE.test(chunk.facadeModuleId ?? '') ? 'assets/[name]-[hash].js' : 'assets/in.[name]-[hash].js'),
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
            // Small Chakra parts and icons the lazily loaded Chakra parts share (the booking panel, the filter
            // dialog, the sign-in forms): one file instead of eight requests of under 1 KB each.
            {
              name: 'ui',
              test: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system[\\/](create-slot-recipe-context|use-slot-recipe)|components[\\/](icons|field[\\/]field|native-select[\\/]native-select|separator[\\/]separator|button[\\/]close-button))\.js$|[\\/]src[\\/]components[\\/](form-alert|wallet-icons)\.tsx$/,
              priority: 0,
            },
          ],
        },
      },
      treeshake: {
        // Chakra's theme module builds its full default config at load time; marking its
        // config helpers pure lets unused recipes drop out of the trimmed system (budget §8).
        manualPureFunctions: [
          'defineConfig',
          'defineRecipe',
          'defineSlotRecipe',
          'defineTokens',
          'defineSemanticTokens',
          'defineGlobalStyles',
          'defineTextStyles',
          'defineLayerStyles',
          'defineAnimationStyles',
          'defineKeyframes',
          'defineStyle',
          'createAnatomy',
        ],
      },
    },
  },
}));

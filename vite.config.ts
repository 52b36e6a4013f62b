import { defineConfig } from 'vite';
import { appPlugins } from './vite.plugins.ts';

const API_TARGET = process.env.API_TARGET ?? 'http://localhost:3000';

export default defineConfig(({ isSsrBuild }) => ({
  // `vite build --ssr src/entry-server.tsx` (npm run build) writes the server render into dist-ssr/
  // (docs/architecture.md §10): the same app, without the service worker and the asset twins.
  plugins: appPlugins({ ssr: isSsrBuild === true }),
  // The server render bundles its dependencies: React's production build whatever NODE_ENV the server runs
  // with, and one copy of each module the client code shares state through (jotai's store, Lingui's i18n).
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
    rolldownOptions: {
      output: {
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

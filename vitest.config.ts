import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './build/plugins.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'contract/**/*.test.ts'],
          // A fresh database per file; files in parallel would fight over PostgreSQL's one schema.
          fileParallelism: !process.env.DATABASE_URL,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: linguiPlugins(),
        test: {
          name: 'web',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: ['src/**/*.component.test.tsx'],
          setupFiles: ['fake-indexeddb/auto'],
        },
      },
      {
        // Screens rendered in a DOM (happy-dom) with Testing Library, in English and Arabic: behaviour without a build.
        plugins: linguiPlugins(),
        test: {
          name: 'components',
          environment: 'happy-dom',
          include: ['src/**/*.component.test.tsx'],
          setupFiles: ['src/test/component-setup.ts'],
        },
      },
    ],
  },
});

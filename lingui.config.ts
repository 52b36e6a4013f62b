import { defineConfig } from '@lingui/cli';

export default defineConfig({
  locales: ['en', 'ar'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  format: 'po',
  formatOptions: { lineNumbers: false },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx', '<rootDir>/src/routeTree.gen.ts'],
    },
  ],
});

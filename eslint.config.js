import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginLingui from 'eslint-plugin-lingui';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const root = path.dirname(new URL(import.meta.url).pathname);

/** Which layer a file belongs to, for the one-way import rules of docs/architecture.md §2. */
function layerOf(absPath) {
  const rel = path.relative(root, absPath).split(path.sep);
  if (rel[0] === 'contract') return { layer: 'contract' };
  if (rel[0] === 'server') return { layer: 'server' };
  if (rel[0] === 'src') {
    if (rel[1] === 'features') return { layer: 'feature', feature: rel[2] };
    if (rel[1] === 'components' || rel[1] === 'lib' || rel[1] === 'offline') return { layer: 'shared-web' };
    return { layer: 'web' };
  }
  return { layer: 'other' };
}

/**
 * Where a server file sits among the modules: `server/modules/<module>/<module>.<role>.ts`. Tests, test
 * support and the shared test harness may reach anything (they set up rows directly).
 */
function serverFileOf(absPath) {
  const rel = path.relative(root, absPath).split(path.sep);
  if (rel[0] !== 'server') return null;
  const base = rel.at(-1) ?? '';
  const isTest = /\.test\.tsx?$/.test(base) || /\.test-support\.ts$/.test(base) || rel[1] === 'test';
  const module = rel[1] === 'modules' ? rel[2] : null;
  return {
    module,
    isTest,
    isRoutes: base.endsWith('.routes.ts'),
    isRepository: /\.repository(\.ts)?$/.test(base),
    // The database layer itself (client, schema, migrations, seed) and the plugin that opens it.
    mayUseDrizzle: rel[1] === 'db' || rel.join('/') === 'server/plugins/db.ts',
  };
}

/**
 * Local rule enforcing feature ↛ feature, shared ↛ feature, src ↛ server, server ↛ src, contract → zod
 * only, ky only in the api client; and on the server: routes ↛ repositories, a module ↛ another module's
 * repository, Drizzle only in repositories and server/db (docs/architecture.md §2).
 */
const boundaries = {
  rules: {
    imports: {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = context.filename;
        const from = layerOf(file);
        function check(node, source) {
          if (typeof source !== 'string') return;
          const report = (message) => context.report({ node, message });
          const server = serverFileOf(file);
          if (!source.startsWith('.')) {
            if (server && !server.isTest && !server.isRepository && !server.mayUseDrizzle && (source === 'drizzle-orm' || source.startsWith('drizzle-orm/'))) {
              report('Only *.repository.ts files (and server/db) touch Drizzle; call a repository from a service.');
            }
            if (source === 'ky' && !file.endsWith(path.join('src', 'lib', 'api-client.ts'))) {
              report('Only src/lib/api-client.ts may import ky.');
            }
            // zod/mini: the contract modules the web app's first load parses with (docs/architecture.md §8).
            if (from.layer === 'contract' && source !== 'zod' && source !== 'zod/mini') report('contract/ imports only zod.');
            return;
          }
          const target = path.resolve(path.dirname(file), source);
          const to = layerOf(target);
          const toServer = serverFileOf(target);
          if (server && !server.isTest && toServer?.isRepository) {
            if (server.isRoutes) report('Routes call services, never a repository.');
            else if (server.module !== toServer.module) {
              report(`Only module "${toServer.module}" may import its repository; go through its service (or ledger) instead.`);
            }
          }
          if (from.layer === 'contract' && to.layer !== 'contract') report('contract/ imports only zod and itself.');
          if (['feature', 'shared-web', 'web'].includes(from.layer) && to.layer === 'server') report('The web app never imports server/.');
          if (from.layer === 'server' && ['feature', 'shared-web', 'web'].includes(to.layer)) report('The server never imports src/.');
          if (from.layer === 'feature' && to.layer === 'feature' && to.feature !== from.feature) {
            report(`Feature "${from.feature}" must not import feature "${to.feature}"; move shared code to components/ or lib/.`);
          }
          if (from.layer === 'shared-web' && to.layer === 'feature') report('components/, lib/ and offline/ never import features.');
        }
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source.value : undefined),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'node_modules', 'data', 'src/routeTree.gen.ts', 'src/locales/**', 'test-results', 'playwright-report', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { boundaries },
    rules: {
      'boundaries/imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Import cycles make load order matter and hide layering mistakes (one made lib/session and the
    // offline tickets load each other); type-only imports do not count, dynamic import() edges do.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      // Packages cannot import our files back, so there is no cycle to find in them (and parsing
      // their bundles is slow).
      'import-x/ignore': ['node_modules'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Tests and their helpers (`*.test-helper.ts`, test data that ships nowhere) are not translated.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.test-helper.ts'],
    ...pluginLingui.configs['flat/recommended'],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.test-helper.ts'],
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // single tokens that are not sentences: keys, class names, ids, units, paths, css values
            '^(?![A-Z])\\S+$',
            '^[A-Z0-9_-]+$',
            // CSS-like values with spaces (e.g. "0 2px 8px rgba(...)", "1fr 1fr")
            '^[-\\d.]+(px|rem|em|%|fr)?( [-\\d.a-z(),%#]+)+$',
            // brand names shown as-is in both languages
            '^Tadhkira$',
            '^تذكرة$',
            '^العربية$',
            '^English$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            { regex: { pattern: '^(aria-|data-)' } },
            'styleName',
            'src',
            'srcSet',
            'type',
            'id',
            'width',
            'height',
            'displayName',
            'Authorization',
            'to',
            'href',
            'rel',
            'target',
            'path',
            'key',
            'queryKey',
            'method',
            'name',
            'autoComplete',
            'inputMode',
            'pattern',
            'colorPalette',
            'variant',
            'size',
            'placement',
            'fontFamily',
            'gridTemplateColumns',
            'bgGradient',
            'boxShadow',
            'transition',
            'sizes',
            'loading',
            'decoding',
          ],
          ignoreFunctions: [
            'Error',
            'console.*',
            '*headers.set',
            '*.addEventListener',
            '*.removeEventListener',
            '*.postMessage',
            '*.getElementById',
            '*.querySelector',
            '*.includes',
            '*.indexOf',
            '*.endsWith',
            '*.startsWith',
            '*.setAttribute',
            '*.getItem',
            '*.setItem',
            '*.removeItem',
            'createFileRoute',
            'createLazyFileRoute',
            'getRouteApi',
            'redirect',
            'navigate',
            'z.*',
            'Intl.*',
            'new URL',
            'URL',
            'matchMedia',
            '*.matchMedia',
            'import',
            'lazySchema',
          ],
          useTsTypes: false,
        },
      ],
    },
  },
  {
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='colorPalette'] > Literal[value='brand']",
          message:
            "brand is every element's palette already (html's colorPalette in src/theme/system.ts): the prop only repeats 19 CSS variables in each component's rule.",
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'bench/**', 'scripts/**', 'server/**'],
    rules: { 'no-console': 'off' },
  },
  // Plain first-load code (docs/ui.md): a `*.plain.tsx` component, the plain kit, or a public route draws with plain
  // elements and recipe classes, never Chakra, emotion or the Chakra scope (a Chakra part loads with import()).
  {
    files: [
      'src/**/*.plain.tsx',
      'src/components/plain/**',
      'src/routes/__root.tsx',
      'src/routes/index.tsx',
      'src/routes/event/*.tsx',
      'src/routes/category/*.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@chakra-ui/*', '@emotion/*'],
              message: 'Plain first-load code draws with plain elements and the recipe classes (docs/ui.md); load a Chakra part with import().',
              allowTypeImports: true,
            },
            {
              group: ['**/theme/chakra-scope', '**/theme/system'],
              message: 'The Chakra scope is not for plain code: wrap a lazily loaded part with lazyWithChakra (src/theme/lazy-chakra.plain.tsx).',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  // Web code runs in the browser (and the server render, which serves it the same globals): no Node globals.
  // Types cannot forbid them there (vite/client brings Node's types along); tsconfig.server.json forbids the DOM's.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.test-helper.ts', 'src/test/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['process', 'Buffer', 'global', 'require', '__dirname', '__filename', 'setImmediate'].map((name) => ({
          name,
          message: `${name} is Node's: web code uses import.meta.env and the browser's APIs.`,
        })),
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location'].map((name) => ({
          name,
          message: `${name} is the browser's: server code has no page.`,
        })),
      ],
    },
  },
);

// `npm start`: builds the web app when it is missing or older than its sources, then runs the server in
// this same process (one process owns the embedded database directory).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

if (Number(process.versions.node.split('.')[0]) < 22) {
  console.warn(
    `tadhkira: Node ${process.versions.node} is older than the supported Node 22 LTS; run \`npm start\`, which uses the Node 22 that \`npm install\` puts in node_modules`,
  );
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = path.join(root, 'dist', 'index.html');
const ssrEntry = path.join(root, 'dist-ssr', 'entry-server.js');

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

const sources = ['src', 'public', 'contract', 'index.html', 'vite.config.ts', 'build', 'lingui.config.ts'].map((p) => path.join(root, p));
const stale = !existsSync(distIndex) || !existsSync(ssrEntry) || Math.max(...sources.map(newestMtime)) > statSync(distIndex).mtimeMs;
if (stale && process.env.SKIP_WEB_BUILD !== '1') {
  console.info('tadhkira: building the web app…');
  // The browser's build (dist/), then the server render's (dist-ssr/, docs/architecture.md §10).
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  for (const args of [['build'], ['build', '--ssr', 'src/entry-server.tsx']]) {
    const build = spawnSync(process.execPath, [vite, ...args, '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) {
      console.error('tadhkira: the web build failed (see above)');
      process.exit(1);
    }
  }
}

const { register } = await import('tsx/esm/api');
register();
process.chdir(root);
await import('../server/main.ts');

/**
 * `npm run backup -- FILE` and `npm run restore -- FILE` (docs/architecture.md §12): the embedded database
 * (DATA_DIR/pgdata) and the uploads, with the server stopped. With DATABASE_URL, use pg_dump (README).
 */
import { loadConfig } from '../server/config';
import { backup, restore } from '../server/ops/backup';

const [mode, file] = process.argv.slice(2);

async function main(): Promise<void> {
  if ((mode !== 'backup' && mode !== 'restore') || !file) {
    console.error(`usage: npm run ${mode === 'restore' ? 'restore' : 'backup'} -- FILE.tar.gz`);
    process.exit(2);
  }
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('tadhkira: DATABASE_URL is set: back up PostgreSQL with pg_dump and the uploads with a copy (see the README)');
    process.exit(2);
  }
  if (mode === 'backup') {
    const done = await backup({ dataDir: config.dataDir, uploadsDir: config.uploadsDir, file });
    console.log(`tadhkira: backed up ${config.dataDir}${done.uploads ? ` and ${config.uploadsDir}` : ''} to ${done.file}`);
  } else {
    await restore({ dataDir: config.dataDir, uploadsDir: config.uploadsDir, file });
    console.log(`tadhkira: restored ${file} into ${config.dataDir}`);
  }
}

main().catch((error: unknown) => {
  console.error(`tadhkira: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

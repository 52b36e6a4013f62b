import { spawn } from 'node:child_process';
import { mkdtemp, mkdir, readdir, rename, rm, stat, symlink, cp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { dataDirHolder } from '../db/data-dir-lock';

/*
 * Backups of the embedded database and the uploads (docs/architecture.md §12): `npm run backup -- FILE`
 * writes one .tar.gz holding `pgdata/` (the embedded PostgreSQL's files) and `uploads/` (posters, slider,
 * hero, as stored); `npm run restore -- FILE` brings both back into an empty DATA_DIR. The files are copied
 * while no server has them open (the embedded database is one process's: DATA_DIR/server.pid), so the copy
 * is consistent; a running server is named and the tool stops. With DATABASE_URL use pg_dump instead
 * (README).
 */

export class BackupError extends Error {
  override readonly name = 'BackupError';
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new BackupError(`${command} ${args[0]} failed (${code}): ${stderr.trim()}`))));
  });
}

async function exists(p: string): Promise<boolean> {
  return stat(p).then(
    () => true,
    () => false,
  );
}

async function assertNotRunning(dataDir: string): Promise<void> {
  const pid = await dataDirHolder(dataDir);
  if (pid !== null) throw new BackupError(`the server (process ${pid}) has the embedded database in ${dataDir} open: stop it, then run this again`);
}

/** Writes `file` (a .tar.gz) with DATA_DIR's embedded database and the uploads directory. */
export async function backup(input: { dataDir: string; uploadsDir: string; file: string }): Promise<{ file: string; uploads: boolean }> {
  const pgdata = path.join(input.dataDir, 'pgdata');
  if (!(await exists(pgdata))) throw new BackupError(`no embedded database in ${input.dataDir} (with DATABASE_URL, back up with pg_dump)`);
  await assertNotRunning(input.dataDir);
  // The archive's two entries are named the same whatever the directories are called: links in a staging
  // directory, followed by tar (-h).
  const staging = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-backup-'));
  try {
    await symlink(pgdata, path.join(staging, 'pgdata'));
    const uploads = await exists(input.uploadsDir);
    if (uploads) await symlink(path.resolve(input.uploadsDir), path.join(staging, 'uploads'));
    const file = path.resolve(input.file);
    await mkdir(path.dirname(file), { recursive: true });
    await run('tar', ['-czhf', file, '-C', staging, 'pgdata', ...(uploads ? ['uploads'] : [])]);
    // The server may have started while the copy ran: then the copy is not trusted.
    await assertNotRunning(input.dataDir);
    return { file, uploads };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  const entries = await readdir(dir).catch(() => null);
  return entries === null || entries.length === 0;
}

/** Brings a backup back: `pgdata/` into DATA_DIR (which must hold no database) and the uploads into their directory. */
export async function restore(input: { dataDir: string; uploadsDir: string; file: string }): Promise<void> {
  const file = path.resolve(input.file);
  if (!(await exists(file))) throw new BackupError(`no backup at ${file}`);
  await assertNotRunning(input.dataDir);
  const pgdata = path.join(input.dataDir, 'pgdata');
  if (!(await isEmptyOrMissing(pgdata))) throw new BackupError(`${input.dataDir} already holds a database: restore into an empty DATA_DIR`);
  if (!(await isEmptyOrMissing(input.uploadsDir))) throw new BackupError(`${input.uploadsDir} is not empty: restore into an empty uploads directory`);
  const staging = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-restore-'));
  try {
    await run('tar', ['-xzf', file, '-C', staging]);
    if (!(await exists(path.join(staging, 'pgdata')))) throw new BackupError(`${file} is not a Tadhkira backup (no pgdata/)`);
    await mkdir(input.dataDir, { recursive: true });
    await rm(pgdata, { recursive: true, force: true });
    await cp(path.join(staging, 'pgdata'), pgdata, { recursive: true });
    if (await exists(path.join(staging, 'uploads'))) {
      await rm(input.uploadsDir, { recursive: true, force: true });
      await mkdir(path.dirname(path.resolve(input.uploadsDir)), { recursive: true });
      await rename(path.join(staging, 'uploads'), input.uploadsDir).catch(() => cp(path.join(staging, 'uploads'), input.uploadsDir, { recursive: true }));
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

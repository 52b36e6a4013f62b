import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../test/server-process';

/*
 * `npm run backup` / `npm run restore` of the embedded database and the uploads (docs/architecture.md §12),
 * as an operator runs them: a real server with demo data, stopped, backed up, restored into an empty
 * DATA_DIR and started there; and a refusal while the server runs.
 */

const run = promisify(execFile);
const root = path.resolve(__dirname, '..', '..');
const dirs: string[] = [];

afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

async function tempDir(name: string): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `tadhkira-${name}-`));
  dirs.push(dir);
  return dir;
}

function tool(mode: 'backup' | 'restore', file: string, dataDir: string) {
  return run(process.execPath, ['--import', 'tsx', path.join(root, 'scripts', 'backup.ts'), mode, file], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', UPLOADS_DIR: '' },
  });
}

const serverEnv = (dataDir: string) => ({ DATA_DIR: dataDir, DEMO_DATA: '1', DATABASE_URL: '', WEB_DIST_DIR: path.join(dataDir, 'no-web') });

async function eventsOf(base: string): Promise<{ total: number; names: string[] }> {
  const body = (await (await fetch(`${base}/api/events?page=1`)).json()) as { data: { events: { name: string }[]; pagination: { total: number } } };
  return { total: body.data.pagination.total, names: body.data.events.map((e) => e.name) };
}

describe('backup and restore of the embedded database', () => {
  it('a backup taken with the server stopped restores into an empty DATA_DIR with the same events and uploads; while it runs the tool refuses', async () => {
    const original = await tempDir('original');
    const server = await startServerProcess(serverEnv(original));
    const before = await eventsOf(server.base);
    expect(before.total).toBeGreaterThan(0);
    const file = path.join(await tempDir('archive'), 'tadhkira.tar.gz');
    await expect(tool('backup', file, original)).rejects.toMatchObject({ stderr: expect.stringMatching(/has the embedded database in .* open: stop it/) });
    await server.stop();
    await writeFile(path.join(original, 'uploads', 'marker.txt'), 'uploaded');

    await tool('backup', file, original);
    const restored = await tempDir('restored');
    await tool('restore', file, restored);
    expect(await readdir(path.join(restored, 'uploads'))).toContain('marker.txt');
    await expect(tool('restore', file, restored)).rejects.toMatchObject({ stderr: expect.stringMatching(/already holds a database/) });

    const again = await startServerProcess({ ...serverEnv(restored), DEMO_DATA: '0' });
    try {
      expect(await eventsOf(again.base)).toEqual(before);
      const login = await fetch(`${again.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'admin@tadhkira.om', password: 'admin123' }),
      });
      expect(login.status).toBe(200);
    } finally {
      await again.stop();
    }
  }, 180_000);

  it('a second server on one DATA_DIR refuses to start instead of sharing the embedded database', async () => {
    const dataDir = await tempDir('shared');
    const first = await startServerProcess(serverEnv(dataDir));
    try {
      await expect(startServerProcess(serverEnv(dataDir), { timeoutMs: 60_000 })).rejects.toThrow(/in use by process/);
    } finally {
      await first.stop();
    }
  }, 180_000);
});

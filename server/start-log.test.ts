import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from './test/server-process';

/*
 * The start log (`npm start` on the embedded database): the demo passwords are printed by the start that
 * created the demo accounts, never by a later one (they may have been changed since).
 */

let dataDir: string;
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('the start log', () => {
  it('prints the demo passwords on the first start only', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-start-log-'));
    const env = { DATA_DIR: dataDir, DEMO_DATA: '1', LOG_LEVEL: 'info', DATABASE_URL: '', WEB_DIST_DIR: path.join(dataDir, 'no-web') };
    const first = await startServerProcess(env);
    await first.stop();
    expect(first.output.join('\n')).toContain('admin@tadhkira.om / admin123');
    const second = await startServerProcess(env);
    await second.stop();
    const log = second.output.join('\n');
    expect(log).toContain('Demo accounts: admin@tadhkira.om');
    expect(log).not.toContain('admin123');
  }, 120_000);
});

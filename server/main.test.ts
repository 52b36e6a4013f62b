import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

function start(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tadhkira-main-'));
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, DEMO_DATA: '0', LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('starting the server with bad configuration', () => {
  it('stops on PORT=abc with one clear line and no stack trace', () => {
    const result = start({ PORT: 'abc' });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^tadhkira: Invalid configuration: PORT .*"abc"/);
  });

  it('stops on an unreachable DATABASE_URL with one clear line that hides the password', () => {
    const result = start({ DATABASE_URL: 'postgres://someone:s3cret@127.0.0.1:1/nowhere' });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^tadhkira: .*PostgreSQL.*127\.0\.0\.1:1/);
    expect(lines[0]).not.toContain('s3cret');
  });
});

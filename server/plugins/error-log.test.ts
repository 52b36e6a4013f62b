import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase } from '../db/test-db';

/*
 * Repeated failures are summarised in the log (docs/architecture.md §12): a database outage answering every
 * request with a 500 writes its error once with the stack, then one count line per 10 s, not a line per request.
 */

const lines: { msg: string; err?: { message: string; stack: string }; repeats?: number }[] = [];
let app: App;

beforeAll(async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-error-log-'));
  const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: '0', LOG_LEVEL: 'error', WEB_DIST_DIR: path.join(dataDir, 'no-web') });
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) lines.push(JSON.parse(line));
      done();
    },
  });
  app = await buildApp(config, { database: await createTestDatabase(), logStream, outboxWorker: false, paymentReconciler: false });
  let calls = 0;
  app.get('/api/test/outage', async () => {
    calls += 1;
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  app.get('/api/test/other', async () => {
    throw new Error(`something else ${calls}`);
  });
  await app.ready();
});
afterAll(async () => app?.close());

describe('the error log', () => {
  it('logs 200 identical 500s once with the stack, and the rest as one count when the app closes (or after 10 s)', async () => {
    for (let i = 0; i < 200; i++) expect((await app.inject({ method: 'GET', url: '/api/test/outage' })).statusCode).toBe(500);
    expect((await app.inject({ method: 'GET', url: '/api/test/other' })).statusCode).toBe(500);
    const failed = lines.filter((l) => l.msg === 'request failed');
    expect(failed).toHaveLength(2);
    expect(failed[0]?.err?.message).toContain('ECONNREFUSED');
    expect(failed[0]?.err?.stack).toContain('error-log.test.ts');
    await app.close();
    const counted = lines.filter((l) => typeof l.repeats === 'number');
    expect(counted.map((l) => l.repeats)).toEqual([199]);
  });
});

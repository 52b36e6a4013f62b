import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type App } from '../app';
import { loadConfig, type AppConfig } from '../config';
import { createTestDatabase } from '../db/test-db';

export type TestApp = { app: App; config: AppConfig; close(): Promise<void> };

/**
 * The real app, in-process, on a fresh database with real migrations: in-memory PGlite by default, or
 * the PostgreSQL of DATABASE_URL (schema recreated) so the same suite runs on both.
 */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: '0', WEB_DIST_DIR: path.join(dataDir, 'no-web'), LOG_LEVEL: 'silent', ...env });
  const database = await createTestDatabase();
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

// Starts the production server for Playwright on a fresh data directory with demo data.
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), 'tadhkira-e2e');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.DEMO_DATA = '1';
process.env.SKIP_WEB_BUILD = '1';
process.env.LOG_LEVEL ??= 'warn';
await import('./start.mjs');

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from './app';
import { loadConfig } from './config';
import { createTestDatabase } from './db/test-db';
import type { OpenedDatabase } from './db/client';
import { users } from './db/schema';
import { urlForLog } from './lib/log';

/*
 * A failed query never logs its parameters (docs/architecture.md §7; password hashes, phones, e-mails
 * and codes were seen in the log), and request URLs are logged without their query values.
 */

const SECRET_HASH = '$argon2id$v=19$m=65536,t=3,p=4$SECRETSALT$SECRETHASHVALUE';
const SECRET_EMAIL = 'secret.person.4711@example.om';
const SECRET_NUMBER = 'NOT-A-NUMBER-0815';

let app: App;
let database: OpenedDatabase;
let dataDir: string;
const lines: string[] = [];
const log = () => lines.join('');

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'tadhkira-log-'));
  const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: '0', WEB_DIST_DIR: path.join(dataDir, 'no-web'), LOG_LEVEL: 'info' });
  database = await createTestDatabase();
  app = await buildApp(config, { database, logStream: { write: (line: string) => void lines.push(line) } });
  // A duplicate e-mail: PostgreSQL's unique violation, whose parameters are the row (the hash) and whose detail quotes the e-mail.
  app.get('/test/duplicate', async () => {
    const row = { name: 'Secret Person', email: SECRET_EMAIL, passwordHash: SECRET_HASH, countryCode: '+968' };
    await app.db.insert(users).values(row);
    await app.db.insert(users).values(row);
    return { ok: true };
  });
  // A value PostgreSQL quotes in its own message.
  app.get('/test/cast', async () => app.db.execute(sql`select ${SECRET_NUMBER}::integer as n`));
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the log of a failed query', () => {
  it('has the SQLSTATE code, the constraint and the query text, not the parameters or the row', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/duplicate' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, code: 'internal' });
    const text = log();
    expect(text).toContain('"code":"23505"');
    expect(text).toContain('users_email');
    expect(text).toContain('insert into \\"users\\"');
    expect(text).not.toContain('SECRETHASHVALUE');
    expect(text).not.toContain('SECRETSALT');
    expect(text).not.toContain(SECRET_EMAIL);
    expect(text).not.toContain('params');
  });

  it('replaces a parameter PostgreSQL quotes in its message', async () => {
    lines.length = 0;
    const res = await app.inject({ method: 'GET', url: '/test/cast' });
    expect(res.statusCode).toBe(500);
    const text = log();
    expect(text).toContain('"code":"22P02"');
    expect(text).toContain('invalid input syntax for type integer');
    expect(text).not.toContain(SECRET_NUMBER);
  });
});

describe('request URLs in the log', () => {
  it('keep the path and the parameter names, not their values', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: `/api/events?search=${encodeURIComponent(SECRET_EMAIL)}&page=2` });
    const text = log();
    expect(text).toContain('/api/events?search=…&page=…');
    expect(text).not.toContain('secret.person');
    expect(urlForLog('/reset-password/abc?token=t0k3n&email=a%40b.om')).toBe('/reset-password/abc?token=…&email=…');
    expect(urlForLog('/api/health')).toBe('/api/health');
  });
});

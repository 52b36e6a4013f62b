import { webcrypto } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDatabase } from '../../db/client';
import { signingKeys } from '../../db/schema';
import { createTestDatabase } from '../../db/test-db';
import {
  generateSigningKeyPair,
  privateKeyToPkcs8Base64,
  publicKeyFromRawBase64Url,
  publicKeyToRawBase64Url,
  signTicketCode,
  ticketCodePayloadOf,
  verifyTicketCode,
  type TTicketCodePayload,
} from './tickets.code';
import { loadOrCreateSigningKey } from './tickets.service';

const payload: TTicketCodePayload = { b: 42, e: 7, t: 3, f: 1_767_225_600, u: 1_767_312_000, l: 3 };

describe('ticket codes', () => {
  const key = generateSigningKeyPair();

  it('round-trips: a signed code verifies and yields its payload', () => {
    const code = signTicketCode(key, payload);
    expect(code).toMatch(/^T1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyTicketCode(key.publicKey, code)).toEqual({ ok: true, payload });
  });

  it('keeps null validity bounds', () => {
    const open = { ...payload, f: null, u: null };
    expect(verifyTicketCode(key.publicKey, signTicketCode(key, open))).toEqual({ ok: true, payload: open });
  });

  it('rejects a code whose payload was changed after signing', () => {
    const [prefix, body, signature] = signTicketCode(key, payload).split('.');
    const forged = Buffer.from(JSON.stringify({ ...payload, l: 99 })).toString('base64url');
    expect(verifyTicketCode(key.publicKey, `${prefix}.${forged}.${signature}`)).toEqual({ ok: false, reason: 'bad_signature' });
    expect(body).not.toBe(forged);
  });

  it('rejects a code signed with another key', () => {
    const foreign = generateSigningKeyPair();
    expect(verifyTicketCode(key.publicKey, signTicketCode(foreign, payload))).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('reports garbage as malformed', () => {
    for (const garbage of ['', 'hello', 'T1..', 'T1.abc', 'T2.abc.def', 'T1.e30.c2ln', 'T1.!!.??', 'https://example.com/ticket/42']) {
      expect(verifyTicketCode(key.publicKey, garbage)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('rejects a non-canonical base64url spelling of a valid signature', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const code = signTicketCode(key, payload);
    const signature = code.slice(code.lastIndexOf('.') + 1);
    // 64 bytes take 86 characters with 4 spare bits at the end: setting one decodes to the same bytes.
    const variant = signature.slice(0, -1) + alphabet[alphabet.indexOf(signature.at(-1) ?? 'A') ^ 1];
    expect(Buffer.from(variant, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
    expect(verifyTicketCode(key.publicKey, code.slice(0, -signature.length) + variant)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('builds the payload from a booking row in epoch seconds', () => {
    expect(
      ticketCodePayloadOf({
        id: 5,
        eventId: 6,
        ticketId: 7,
        validFrom: new Date('2026-01-01T00:00:00.900Z'),
        validUntil: null,
        usageLimit: 1,
      }),
    ).toEqual({ b: 5, e: 6, t: 7, f: 1_767_225_600, u: null, l: 1 });
  });

  it('writes the code version only once a transfer raised it, and reads it back', () => {
    const key = generateSigningKeyPair();
    const row = { id: 5, eventId: 6, ticketId: 7, validFrom: null, validUntil: null, usageLimit: 1 };
    const first = signTicketCode(key, ticketCodePayloadOf({ ...row, codeVersion: 1 }));
    const second = signTicketCode(key, ticketCodePayloadOf({ ...row, codeVersion: 2 }));
    expect(first).toBe(signTicketCode(key, ticketCodePayloadOf(row)));
    expect(Buffer.from(first.split('.')[1] ?? '', 'base64url').toString()).not.toContain('"v"');
    expect(second).not.toBe(first);
    expect(verifyTicketCode(key.publicKey, second)).toEqual({ ok: true, payload: { b: 5, e: 6, t: 7, f: null, u: null, l: 1, v: 2 } });
  });

  it('exports the public key as 32 raw bytes that WebCrypto can import and verify with', async () => {
    const raw = publicKeyToRawBase64Url(key.publicKey);
    const bytes = Buffer.from(raw, 'base64url');
    expect(bytes).toHaveLength(32);
    expect(publicKeyFromRawBase64Url(raw).equals(key.publicKey)).toBe(true);
    const imported = await webcrypto.subtle.importKey('raw', bytes, { name: 'Ed25519' }, false, ['verify']);
    const [, body = '', signature = ''] = signTicketCode(key, payload).split('.');
    const ok = await webcrypto.subtle.verify({ name: 'Ed25519' }, imported, Buffer.from(signature, 'base64url'), Buffer.from(body, 'base64url'));
    expect(ok).toBe(true);
  });
});

describe('loadOrCreateSigningKey', () => {
  let database: OpenedDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);

  afterAll(async () => {
    await database?.close();
  });

  it('creates one key on first use, stores it, and returns the same key afterwards, even when racing', async () => {
    const [a, b] = await Promise.all([loadOrCreateSigningKey(database.db), loadOrCreateSigningKey(database.db)]);
    const c = await loadOrCreateSigningKey(database.db);
    expect(a.publicKeyRaw).toBe(b.publicKeyRaw);
    expect(c.publicKeyRaw).toBe(a.publicKeyRaw);
    expect(c.id).not.toBeNull();
    const stored = await database.db.select().from(signingKeys);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.publicKey).toBe(a.publicKeyRaw);
    expect(verifyTicketCode(c.publicKey, signTicketCode(a, payload)).ok).toBe(true);
  });

  it('prefers TICKET_SIGNING_KEY when given', async () => {
    const pair = generateSigningKeyPair();
    const key = await loadOrCreateSigningKey(database.db, privateKeyToPkcs8Base64(pair.privateKey));
    expect(key.id).toBeNull();
    expect(key.publicKeyRaw).toBe(publicKeyToRawBase64Url(pair.publicKey));
  });

  it('refuses a TICKET_SIGNING_KEY that is not an Ed25519 PKCS#8 key', async () => {
    await expect(loadOrCreateSigningKey(database.db, 'bm90IGEga2V5')).rejects.toThrow(/TICKET_SIGNING_KEY/);
  });
});

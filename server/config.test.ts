import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { createWalletFixture, type TWalletFixture } from './modules/wallet/wallet.test-support';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir.endsWith('data')).toBe(true);
    expect(config.demoData).toBe(true);
    expect(config.vatRateBp).toBe(1500);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('rejects a non-numeric PORT with one readable line naming it', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Invalid configuration: PORT .*\(got "abc"\)$/);
  });

  it('names every bad variable at once', () => {
    try {
      loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('SMTP_URL');
      expect(message.split('\n')).toHaveLength(1);
    }
  });

  it('accepts PostgreSQL URLs and turns off demo data with DEMO_DATA=0', () => {
    const config = loadConfig({ DATABASE_URL: 'postgresql://u:p@127.0.0.1:5432/t', DEMO_DATA: '0', VAT_RATE: '0.05' });
    expect(config.databaseUrl).toBe('postgresql://u:p@127.0.0.1:5432/t');
    expect(config.demoData).toBe(false);
    expect(config.vatRateBp).toBe(500);
  });

  it('takes a Redis URL for the rate-limit counters and refuses anything else', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }).redisUrl).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/0' }).redisUrl).toBe('redis://127.0.0.1:6379/0');
    expect(() => loadConfig({ REDIS_URL: 'http://cache:6379' })).toThrow(/REDIS_URL must start with redis:\/\/ or rediss:\/\//);
  });

  it('keeps uploads in DATA_DIR/uploads or UPLOADS_DIR, and switches to S3 only with S3_BUCKET', () => {
    expect(loadConfig({ DATA_DIR: '/srv/t' }).uploadsDir).toBe('/srv/t/uploads');
    expect(loadConfig({ DATA_DIR: '/srv/t' }).s3).toBeUndefined();
    expect(loadConfig({ UPLOADS_DIR: '/mnt/shared/uploads' }).uploadsDir).toBe('/mnt/shared/uploads');
    const s3 = loadConfig({ S3_BUCKET: 'tadhkira-media', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).s3;
    expect(s3).toMatchObject({ bucket: 'tadhkira-media', region: 'us-east-1', forcePathStyle: true, prefix: '' });
    expect(loadConfig({ S3_BUCKET: 'tadhkira-media' }).s3?.forcePathStyle).toBe(false);
  });

  it('refuses one S3 key without the other, a bad bucket name and a prefix without its slash', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_SECRET_ACCESS_KEY is required with the other S3 key/);
    expect(() => loadConfig({ S3_BUCKET: 'Bad_Bucket' })).toThrow(/S3_BUCKET must be an S3 bucket name/);
    expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_PREFIX: 'media' })).toThrow(/S3_PREFIX must be empty or end with \//);
  });

  it('with NODE_ENV=production refuses to start without PUBLIC_URL, so links never follow the Host header', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL is required when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://tickets.example.om' }).publicOrigin).toBe('https://tickets.example.om');
    expect(loadConfig({}).publicOrigin).toBeUndefined();
  });

  it('takes REQUEST_TIMEOUT_SECONDS and METRICS_TOKEN', () => {
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '2.5', METRICS_TOKEN: 'a-long-enough-token' })).toMatchObject({
      requestTimeoutMs: 2500,
      metricsToken: 'a-long-enough-token',
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
  });
});

describe('loadConfig: wallet passes', () => {
  let fixture: TWalletFixture;
  beforeAll(() => {
    fixture = createWalletFixture();
  });
  afterAll(() => rmSync(fixture.dir, { recursive: true, force: true }));

  it('turns each wallet on only with all its settings, reading the files at start', () => {
    expect(loadConfig({}).wallet).toEqual({ apple: undefined, google: undefined });
    const { apple, google } = loadConfig(fixture.env).wallet;
    expect(apple).toMatchObject({ passTypeId: 'pass.om.tadhkira.test', teamId: 'ABCDE12345' });
    expect(apple?.signerCert).toMatch(/^-----BEGIN CERTIFICATE-----/);
    expect(apple?.signerKey).toMatch(/^-----BEGIN RSA PRIVATE KEY-----/);
    expect(google).toMatchObject({ issuerId: '3388000000022222228', clientEmail: 'wallet@tadhkira-test.iam.gserviceaccount.com' });
    const appleOnly = Object.fromEntries(Object.entries(fixture.env).filter(([key]) => key.startsWith('APPLE_')));
    expect(loadConfig(appleOnly).wallet.google).toBeUndefined();
    expect(loadConfig(appleOnly).wallet.apple).toBeDefined();
  });

  it('names the settings missing beside the ones given', () => {
    expect(() => loadConfig({ APPLE_PASS_TYPE_ID: 'pass.om.tadhkira.test', APPLE_TEAM_ID: 'ABCDE12345' })).toThrow(
      /APPLE_PASS_CERT is required with APPLE_PASS_TYPE_ID, APPLE_TEAM_ID; APPLE_PASS_KEY is required/,
    );
    expect(() => loadConfig({ GOOGLE_WALLET_ISSUER_ID: '3388000000022222228' })).toThrow(
      /GOOGLE_WALLET_SERVICE_ACCOUNT is required with GOOGLE_WALLET_ISSUER_ID/,
    );
    // The passphrase alone turns nothing on.
    expect(loadConfig({ APPLE_PASS_KEY_PASSPHRASE: 'x' }).wallet.apple).toBeUndefined();
  });

  it('stops at start, in one line, on a file that is missing or is not what it should be', () => {
    const missing = path.join(fixture.dir, 'nowhere.pem');
    expect(() => loadConfig({ ...fixture.env, APPLE_WWDR_CERT: missing })).toThrow(
      new ConfigError(`Invalid configuration: APPLE_WWDR_CERT names a file that cannot be read (ENOENT) (got "${missing}")`),
    );
    expect(() => loadConfig({ ...fixture.env, APPLE_PASS_CERT: fixture.files.signerKey })).toThrow(/APPLE_PASS_CERT is not a certificate \(PEM or DER\)/);
    expect(() => loadConfig({ ...fixture.env, APPLE_PASS_KEY: fixture.files.otherKey })).toThrow(/APPLE_PASS_KEY is not the key of APPLE_PASS_CERT/);
    expect(() => loadConfig({ ...fixture.env, GOOGLE_WALLET_SERVICE_ACCOUNT: fixture.files.wwdr })).toThrow(
      /GOOGLE_WALLET_SERVICE_ACCOUNT is not a JSON key file/,
    );
    const noEmail = path.join(fixture.dir, 'no-email.json');
    writeFileSync(noEmail, JSON.stringify({ private_key: 'x' }));
    expect(() => loadConfig({ ...fixture.env, GOOGLE_WALLET_SERVICE_ACCOUNT: noEmail })).toThrow(
      /is not a service account key file \(client_email and private_key\)/,
    );
    expect(() => loadConfig({ ...fixture.env, APPLE_TEAM_ID: 'abc' })).toThrow(/APPLE_TEAM_ID must be the 10-character Apple team ID/);
    expect(() => loadConfig({ ...fixture.env, APPLE_PASS_TYPE_ID: 'om.tadhkira' })).toThrow(/APPLE_PASS_TYPE_ID must be a pass type identifier/);
    expect(() => loadConfig({ ...fixture.env, GOOGLE_WALLET_ISSUER_ID: 'issuer' })).toThrow(/GOOGLE_WALLET_ISSUER_ID must be the numeric issuer ID/);
  });

  it('opens an encrypted key with APPLE_PASS_KEY_PASSPHRASE, and takes Apple’s DER certificates as they come', () => {
    const encrypted = { ...fixture.env, APPLE_PASS_KEY: fixture.files.encryptedKey };
    expect(loadConfig({ ...encrypted, APPLE_PASS_KEY_PASSPHRASE: 'open sesame' }).wallet.apple?.signerKey).toMatch(/^-----BEGIN RSA PRIVATE KEY-----/);
    expect(() => loadConfig(encrypted)).toThrow(/APPLE_PASS_KEY is not an unencrypted PEM private key \(set APPLE_PASS_KEY_PASSPHRASE/);
    expect(() => loadConfig({ ...encrypted, APPLE_PASS_KEY_PASSPHRASE: 'wrong' })).toThrow(
      /APPLE_PASS_KEY is not a PEM private key that APPLE_PASS_KEY_PASSPHRASE opens/,
    );
    const der = path.join(fixture.dir, 'AppleWWDRCAG4.cer');
    execFileSync('openssl', ['x509', '-in', fixture.files.wwdr, '-outform', 'DER', '-out', der]);
    expect(loadConfig({ ...fixture.env, APPLE_WWDR_CERT: der }).wallet.apple?.wwdr).toMatch(/^-----BEGIN CERTIFICATE-----/);
  });
});

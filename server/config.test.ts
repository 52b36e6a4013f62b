import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
    expect(loadConfig({ REQUEST_TIMEOUT_SECONDS: '2.5', METRICS_TOKEN: 'a-long-enough-token' })).toMatchObject({ requestTimeoutMs: 2500, metricsToken: 'a-long-enough-token' });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
    expect(() => loadConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
  });
});

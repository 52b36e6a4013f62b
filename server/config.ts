import path from 'node:path';
import { z } from 'zod';
import type { TS3Settings } from './lib/storage';
import { loadWalletSettings, type TWalletConfig } from './modules/wallet/wallet.settings';

const ZEnvSchema = z
  .object({
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    DEMO_DATA: z.enum(['0', '1', 'true', 'false'], { error: 'must be 0 or 1' }).default('1'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://tickets.example.om' }).optional(),
    VAT_RATE: z.coerce.number({ error: 'must be a number such as 0.15' }).min(0).max(1).default(0.15),
    TICKET_SIGNING_KEY: z.string().min(1).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: z.string().min(1).default('./dist'),
    WEB_SSR_DIR: z.string().min(1).default('./dist-ssr'),
    TRUST_PROXY: z.enum(['0', '1', 'true', 'false']).default('0'),
    SMS_PROVIDER: z.enum(['outbox', 'http'], { error: 'must be outbox or http' }).default('outbox'),
    SMS_HTTP_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://sms.example.om/send' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    SMS_HTTP_TOKEN: z.string().optional(),
    SMS_CAP_PER_NUMBER: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').default(5),
    SMS_CAP_GLOBAL: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').default(500),
    // GET /metrics (docs/architecture.md §12): a Bearer token; unset, the route answers 404.
    METRICS_TOKEN: z
      .string()
      .min(16, 'must be at least 16 characters')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    // A request (headers and body) must arrive whole within this (docs/architecture.md §7): slow senders get 408.
    REQUEST_TIMEOUT_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).positive('must be more than 0').max(3600).default(30),
    OUTBOX_LEASE_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int('must be a whole number').min(1).max(3600).default(120),
    // Uploaded media (docs/architecture.md §3): a directory, shared when several processes run, or S3.
    UPLOADS_DIR: z
      .string()
      .min(1)
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_BUCKET: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://s3.example.om' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false'], { error: 'must be 0 or 1' }).optional(),
    S3_PREFIX: z
      .string()
      .regex(/^([\w.-]+\/)*$/, 'must be empty or end with / (e.g. tadhkira/)')
      .default(''),
    // Payments (docs/architecture.md §11).
    PAYMENT_PROVIDER: z.enum(['test', 'thawani'], { error: 'must be test or thawani' }).default('test'),
    CHECKOUT_HOLD_MINUTES: z.coerce
      .number({ error: 'must be a number of minutes' })
      .positive('must be more than 0')
      .max(24 * 60)
      .default(15),
    /** How long a waitlist offer holds its seats for the user it is made to (docs/product.md §10 Waitlist). */
    WAITLIST_OFFER_MINUTES: z.coerce
      .number({ error: 'must be a number of minutes' })
      .positive('must be more than 0')
      .max(7 * 24 * 60)
      .default(120),
    PAYMENT_RECONCILE_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).positive('must be more than 0').max(3600).default(30),
    THAWANI_BASE_URL: z
      .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://checkout.thawani.om/api/v1' })
      .default('https://uatcheckout.thawani.om/api/v1'),
    THAWANI_SECRET_KEY: z.string().optional(),
    THAWANI_PUBLISHABLE_KEY: z.string().optional(),
    THAWANI_WEBHOOK_SECRET: z.string().optional(),
    // Wallet passes (docs/architecture.md §6): each wallet is on when all its settings are given.
    APPLE_PASS_TYPE_ID: z
      .string()
      .regex(/^pass\.[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*$/, 'must be a pass type identifier such as pass.om.tadhkira.ticket')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    APPLE_TEAM_ID: z
      .string()
      .regex(/^[A-Z0-9]{10}$/, 'must be the 10-character Apple team ID')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    APPLE_PASS_CERT: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    APPLE_PASS_KEY: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    APPLE_PASS_KEY_PASSPHRASE: z.string().optional(),
    APPLE_WWDR_CERT: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
    GOOGLE_WALLET_ISSUER_ID: z
      .string()
      .regex(/^\d{1,30}$/, 'must be the numeric issuer ID of the Google Pay & Wallet Console')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    GOOGLE_WALLET_SERVICE_ACCOUNT: z
      .string()
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .superRefine((env, ctx) => {
    if (env.PAYMENT_PROVIDER === 'thawani') {
      for (const key of ['THAWANI_SECRET_KEY', 'THAWANI_PUBLISHABLE_KEY', 'THAWANI_WEBHOOK_SECRET'] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when PAYMENT_PROVIDER=thawani' });
      }
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'is required with the other S3 key',
      });
    }
    // An http provider without a URL would only fail at the first OTP; say so at start instead.
    if (env.SMS_PROVIDER === 'http' && !env.SMS_HTTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_URL'], message: 'is required when SMS_PROVIDER=http' });
    }
  });

export type AppConfig = {
  port: number;
  host: string;
  /** A request must have arrived whole within this; Node answers 408 and closes the socket (docs/architecture.md §7). */
  requestTimeoutMs: number;
  /** The Bearer token of GET /metrics; undefined: the route answers 404. */
  metricsToken: string | undefined;
  dataDir: string;
  uploadsDir: string;
  outboxDir: string;
  databaseUrl: string | undefined;
  /** In-memory PGlite, for tests only (never set from the environment). */
  inMemoryDatabase: boolean;
  demoData: boolean;
  /** Rate-limit counters in this Redis instead of the database (docs/architecture.md §7). */
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  publicUrl: string;
  /**
   * The origin of PUBLIC_URL when it is set (`https://tadhkira.om`): canonical, Open Graph and sitemap URLs
   * use it; without it they use the request's protocol and Host (server/lib/public-origin.ts).
   */
  publicOrigin: string | undefined;
  /** VAT in basis points (15 % = 1500), so money math stays in integers. */
  vatRateBp: number;
  ticketSigningKey: string | undefined;
  logLevel: string;
  webDistDir: string;
  /** The server render's build (`vite build --ssr`, docs/architecture.md §10). */
  webSsrDir: string;
  trustProxy: boolean;
  /** outbox: SMS appended to `${outboxDir}/sms.log`; http: POSTed as JSON to smsHttpUrl. */
  smsProvider: 'outbox' | 'http';
  smsHttpUrl: string | undefined;
  smsHttpToken: string | undefined;
  /** Texts per destination number and in all, per rolling hour, counted in the outbox table. */
  smsCapPerNumber: number;
  smsCapGlobal: number;
  /** How long a worker holds a claimed outbox row before another process may take it (a crashed sender). */
  outboxLeaseMs: number;
  /** Upload storage settings when S3_BUCKET is set; uploads then go there instead of uploadsDir. */
  s3: TS3Settings | undefined;
  /** Payments (docs/architecture.md §11): the gateway, the default seat hold and the reconciler's period. */
  payments: TPaymentSettings;
  /** The waitlist (docs/architecture.md §11 Waitlist): how long an offer's hold lasts. */
  waitlist: { offerMs: number };
  /** Apple Wallet and Google Wallet issuers, each undefined when not configured (docs/architecture.md §6). */
  wallet: TWalletConfig;
};

export type TPaymentSettings = {
  provider: 'test' | 'thawani';
  holdMs: number;
  reconcileMs: number;
  thawani: { baseUrl: string; secretKey: string; publishableKey: string; webhookSecret: string } | undefined;
};

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function flag(value: string): boolean {
  return value === '1' || value === 'true';
}

/** Reads the environment; throws a ConfigError with one readable line naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? 'environment');
      const raw = env[key];
      return `${key} ${issue.message}${raw === undefined ? '' : ` (got "${raw}")`}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  // In production the public address must be stated: the sitemap, share tags and mailed links would
  // otherwise follow whatever Host header a request carries (docs/architecture.md §7).
  if (env.NODE_ENV === 'production' && !parsed.data.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid configuration: PUBLIC_URL is required when NODE_ENV=production (the address people reach this server at, e.g. https://tickets.example.om)',
    );
  }
  const e = parsed.data;
  // Certificate and key files are read now, so a wrong path stops the start rather than the first pass.
  const wallet = loadWalletSettings(e);
  if (wallet.problems.length > 0) throw new ConfigError(`Invalid configuration: ${wallet.problems.join('; ')}`);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    requestTimeoutMs: Math.round(e.REQUEST_TIMEOUT_SECONDS * 1000),
    metricsToken: e.METRICS_TOKEN,
    dataDir,
    uploadsDir: e.UPLOADS_DIR ? path.resolve(e.UPLOADS_DIR) : path.join(dataDir, 'uploads'),
    outboxDir: path.join(dataDir, 'outbox'),
    databaseUrl: e.DATABASE_URL,
    inMemoryDatabase: false,
    demoData: flag(e.DEMO_DATA),
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    publicOrigin: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
    vatRateBp: Math.round(e.VAT_RATE * 10000),
    ticketSigningKey: e.TICKET_SIGNING_KEY,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    webSsrDir: path.resolve(e.WEB_SSR_DIR),
    trustProxy: flag(e.TRUST_PROXY),
    smsProvider: e.SMS_PROVIDER,
    smsHttpUrl: e.SMS_HTTP_URL,
    smsHttpToken: e.SMS_HTTP_TOKEN || undefined,
    smsCapPerNumber: e.SMS_CAP_PER_NUMBER,
    smsCapGlobal: e.SMS_CAP_GLOBAL,
    outboxLeaseMs: e.OUTBOX_LEASE_SECONDS * 1000,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
          // MinIO, s3rver and most self-hosted stores want path-style URLs; AWS itself does not need them.
          forcePathStyle: e.S3_FORCE_PATH_STYLE === undefined ? Boolean(e.S3_ENDPOINT) : flag(e.S3_FORCE_PATH_STYLE),
          prefix: e.S3_PREFIX,
        }
      : undefined,
    waitlist: { offerMs: Math.round(e.WAITLIST_OFFER_MINUTES * 60_000) },
    payments: {
      provider: e.PAYMENT_PROVIDER,
      holdMs: Math.round(e.CHECKOUT_HOLD_MINUTES * 60_000),
      reconcileMs: Math.round(e.PAYMENT_RECONCILE_SECONDS * 1000),
      thawani:
        e.PAYMENT_PROVIDER === 'thawani'
          ? {
              baseUrl: e.THAWANI_BASE_URL.replace(/\/$/, ''),
              secretKey: e.THAWANI_SECRET_KEY ?? '',
              publishableKey: e.THAWANI_PUBLISHABLE_KEY ?? '',
              webhookSecret: e.THAWANI_WEBHOOK_SECRET ?? '',
            }
          : undefined,
    },
    wallet: wallet.wallet,
  };
}

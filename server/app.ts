import { mkdir } from 'node:fs/promises';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import qs from 'qs';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { openDatabase, type OpenedDatabase } from './db/client';
import { registerDatabase } from './plugins/db';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler';
import { safeValidatorCompiler } from './lib/safe-input';
import { logSerializers } from './lib/log';
import { openApiTransform, openApiTransformObject } from './openapi';
import { registerNotFound } from './plugins/not-found';
import { registerRateLimits } from './plugins/rate-limit-store';
import { registerMetrics } from './plugins/metrics';
import { sweepOrphanUploads } from './modules/uploads/uploads.service';
import { registerAuth, type AuthPluginOptions } from './plugins/auth';
import { registerClock } from './plugins/clock';
import { adminScope, recordRoutes } from './plugins/admin-scope';
import { createMailer } from './lib/mailer';
import { createSmsProvider } from './lib/sms';
import { registerOutbox } from './modules/outbox/outbox.plugin';
import { bookingConfirmationRenderer } from './modules/bookings/bookings.outbox';
import { createUploadStore, type TUploadStore } from './lib/storage';
import { createPageResponder, registerServerRenderedPages } from './plugins/ssr';
import { inlineScriptHashes, registerUploads, registerWeb } from './plugins/web';
import { healthRoutes } from './modules/health/health.routes';
import { eventsRoutes } from './modules/events/events.routes';
import { categoriesRoutes } from './modules/categories/categories.routes';
import { communityRoutes } from './modules/community/community.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { mediaAdminRoutes } from './modules/media/media.admin.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { usersRoutes } from './modules/users/users.routes';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { coinsRoutes } from './modules/coins/coins.routes';
import { scansRoutes } from './modules/scans/scans.routes';
import { rewardsRoutes } from './modules/rewards/rewards.routes';
import { ticketsRoutes } from './modules/tickets/tickets.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { transfersRoutes } from './modules/transfers/transfers.routes';
import { ticketReceivedRenderer } from './modules/transfers/transfers.outbox';
import { badgesAdminRoutes } from './modules/badges/badges.routes';
import { categoriesAdminRoutes } from './modules/categories/categories.admin.routes';
import { ticketsAdminRoutes } from './modules/tickets/tickets.admin.routes';
import { eventsAdminRoutes } from './modules/events/events.admin.routes';
import { bookingsAdminRoutes } from './modules/bookings/bookings.admin.routes';
import { usersAdminRoutes } from './modules/users/users.admin.routes';
import { rewardsAdminRoutes } from './modules/rewards/rewards.admin.routes';
import { bookingsCancelRoutes } from './modules/bookings/bookings.cancel.routes';
import { reportsAdminRoutes } from './modules/reports/reports.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { registerPayments } from './modules/payments/payments.plugin';
import { auditAdminRoutes } from './modules/audit/audit.routes';
import { promoAdminRoutes } from './modules/promo/promo.admin.routes';
import { promoRoutes } from './modules/promo/promo.routes';
import { recordStaffChanges } from './plugins/audit-actor';
import { paymentsRoutes } from './modules/payments/payments.routes';
import { paymentsAdminRoutes } from './modules/payments/payments.admin.routes';
import { registerTestCheckoutPage } from './modules/payments/payments.checkout-page';
import type { PaymentGateway } from './modules/payments/payments.gateway';
import { registerWaitlist } from './modules/waitlist/waitlist.plugin';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes';
import { waitlistAdminRoutes } from './modules/waitlist/waitlist.admin.routes';

export type BuildAppOptions = {
  /** An already opened database (tests share one per file); buildApp then leaves closing it to the caller. */
  database?: OpenedDatabase;
  /** Fastify's logger; off in tests. */
  logger?: boolean;
  /** Where the log goes instead of stdout (tests read it). */
  logStream?: { write(line: string): void };
  /** The app's clock (`app.clock`); tests move it instead of sleeping. */
  now?: () => Date;
  /** Rate limits of the accounts code; tests shorten them. */
  auth?: AuthPluginOptions;
  /** Default true. False leaves delivery to `app.outbox.drain()`: tests that assert each delivery attempt. */
  outboxWorker?: boolean;
  /** Default true. False leaves the payment reconciler to explicit `reconcileOnce()` calls (tests that time it). */
  paymentReconciler?: boolean;
  /** A gateway adapter instead of the configured one (tests point one at a fake gateway). */
  paymentGateway?: PaymentGateway;
  /** Default true. False leaves the waitlist's offers to explicit `app.waitlist.runOnce()` calls (tests). */
  waitlistWorker?: boolean;
};

export type App = FastifyInstance;

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded media: the uploads directory or the S3 bucket (server/lib/storage.ts). */
    uploads: TUploadStore;
  }
}

/**
 * Builds the whole server. Order matters and is fixed: external plugins (security, parsing, docs), then
 * app plugins (database, error handler), then domain modules, then the web shell and the not-found handler.
 */
export async function buildApp(config: AppConfig, options: BuildAppOptions = {}): Promise<App> {
  const app = Fastify({
    logger:
      options.logger === false ? false : { level: config.logLevel, serializers: logSerializers, ...(options.logStream ? { stream: options.logStream } : {}) },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // A request whose headers and body have not all arrived within the timeout gets 408 and its socket is
    // closed (clientErrorHandler), so slow senders cannot hold sockets and memory open (docs/architecture.md
    // §7). Node looks for such requests every connectionsCheckingInterval (30 s by default), so it looks
    // more often; idle keep-alive sockets close after Fastify's keepAliveTimeout (72 s).
    requestTimeout: config.requestTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.max(100, Math.min(5000, Math.round(config.requestTimeoutMs / 6))),
    },
    // Malformed HTTP and bad URLs answer in the envelope too (server/plugins/error-handler.ts).
    clientErrorHandler,
    frameworkErrors,
    routerOptions: {
      // `category_ids[]=1&price[min]=2` as the client sends them (docs/product.md §7).
      querystringParser: (query: string) => qs.parse(query, { arrayLimit: 100, depth: 2, parameterLimit: 200 }),
    },
  }).withTypeProvider<ZodTypeProvider>();

  recordRoutes(app);
  app.setValidatorCompiler(safeValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  // 1. External plugins.
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.webDistDir)],
        // Chakra (emotion) injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // index.html's Intl warm-up (public/intl-warmup.js) and the service worker.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Response compression (docs/architecture.md §8): br or gzip for bodies of 1 KB and more; the public event
  // reads set their own coding from bodies compressed once per catalogue state (events.cache.ts).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(multipart, { limits: { fileSize: 50 * 1024 * 1024, files: 20, fields: 100, parts: 200 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Tadhkira API',
        version: '1.0.0',
        description: 'Event discovery and ticketing for Oman. Envelope: {success, data, message?} or {success:false, message, code, errors?}.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: openApiTransform,
    transformObject: openApiTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // 2. App plugins.
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, inMemory: config.inMemoryDatabase }));
  const uploads = createUploadStore(config);
  if (uploads.kind === 'directory') await mkdir(config.uploadsDir, { recursive: true });
  app.decorate('uploads', uploads);
  await registerDatabase(app, { config, database, ownsDatabase: !options.database });
  // What a crash left in the uploads directory (staged .tmp files, files of rows never committed) goes at
  // start, in the background (docs/architecture.md §3).
  app.addHook('onReady', async () => {
    void sweepOrphanUploads(database.db, uploads, new Date()).then(
      (removed) => removed.length > 0 && app.log.info({ removed: removed.length }, 'uploads: files no row points at were removed'),
      (error: unknown) => app.log.warn({ err: error }, 'uploads: the start-up sweep failed'),
    );
  });
  // One clock and one queue of deferred work for every module.
  registerClock(app, options.now);
  // Rate limits count in the database (or Redis with REDIS_URL), shared by every process: docs/architecture.md §7.
  // Registered before any route, as the plugin attaches route limits when routes are added.
  await registerRateLimits(app, config, database.db);
  // Prometheus figures, GET /metrics behind METRICS_TOKEN (docs/architecture.md §12).
  registerMetrics(app, config, database.db, app.clock.now);
  // Outgoing mail and SMS, created once; only the outbox worker sends through them.
  app.decorate('mailer', createMailer(config, app.log));
  app.decorate('sms', createSmsProvider(config, app.log));
  await registerAuth(app, options.auth);
  // Modules queue mail and texts in their transactions; this process's worker delivers them (docs/architecture.md §4 Outbox).
  registerOutbox(app, {
    renderers: { booking_confirmation: bookingConfirmationRenderer(config.publicUrl), ticket_received: ticketReceivedRenderer(config.publicUrl) },
    autoStart: options.outboxWorker ?? true,
  });
  // The checkout's gateway and its reconciler (docs/architecture.md §11).
  registerPayments(app, { autoStart: options.paymentReconciler ?? true, gateway: options.paymentGateway });
  // Freed seats go to the waitlist first (docs/architecture.md §11 Waitlist).
  registerWaitlist(app, { autoStart: options.waitlistWorker ?? true });

  // 3. Domain modules, all under /api.
  await app.register(
    async (api) => {
      // Administrators' and door staff's changes are recorded in the audit log (docs/architecture.md §12).
      recordStaffChanges(api);
      await api.register(healthRoutes);
      await api.register(eventsRoutes);
      await api.register(categoriesRoutes);
      await api.register(communityRoutes);
      await api.register(mediaRoutes);
      await api.register(authRoutes);
      await api.register(usersRoutes);
      await api.register(bookingsRoutes);
      await api.register(promoRoutes);
      await api.register(paymentsRoutes);
      await api.register(waitlistRoutes);
      await api.register(ticketsRoutes);
      await api.register(walletRoutes);
      await api.register(transfersRoutes);
      await api.register(coinsRoutes);
      await api.register(rewardsRoutes);
      // Door scanner: administrators and door staff (its own guard, roles 1 and 3).
      await api.register(scansRoutes);
      // Everything else an administrator does: one scope, one role-1 guard (plugins/admin-scope.ts).
      await api.register(
        adminScope([
          eventsAdminRoutes,
          ticketsAdminRoutes,
          bookingsAdminRoutes,
          badgesAdminRoutes,
          categoriesAdminRoutes,
          mediaAdminRoutes,
          usersAdminRoutes,
          rewardsAdminRoutes,
          bookingsCancelRoutes,
          reportsAdminRoutes,
          paymentsAdminRoutes,
          auditAdminRoutes,
          promoAdminRoutes,
          waitlistAdminRoutes,
        ]),
      );
      api.get('/openapi.json', { schema: { hide: true } }, () => app.swagger());
    },
    { prefix: '/api' },
  );

  // 4. Search engines' files at the root (/sitemap.xml, /robots.txt), uploaded media and the web's files.
  await app.register(seoRoutes);
  await registerTestCheckoutPage(app);
  await registerUploads(app, uploads);
  const webServed = await registerWeb(app, config.webDistDir);
  // 5. The public pages, server-rendered, each at its route's path; then the catch-all for every other address.
  const pages = webServed ? await createPageResponder(app, config) : null;
  if (pages) registerServerRenderedPages(app, pages);
  registerNotFound(app, pages?.respond ?? null);

  return app;
}

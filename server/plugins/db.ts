import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Db, DatabaseKind, OpenedDatabase } from '../db/client';
import { migrate } from '../db/migrate';
import { seedDemoData } from '../db/seed';
import type { TSigningKey } from '../modules/tickets/tickets.code';
import { loadOrCreateSigningKey } from '../modules/tickets/tickets.service';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    dbKind: DatabaseKind;
    signingKey: TSigningKey;
    /** True when this start loaded the demo data into an empty database. */
    demoSeeded: boolean;
  }
}

/** Migrates, loads the ticket signing key, loads demo data into an empty database, and exposes the db. */
export async function registerDatabase(app: FastifyInstance, opts: { config: AppConfig; database: OpenedDatabase; ownsDatabase: boolean }): Promise<void> {
  const { config, database } = opts;
  // Several processes may start at once on one PostgreSQL: one at a time through this section.
  const { signingKey, demoSeeded } = await database.exclusive(async () => {
    await migrate(database.db, database.kind);
    const key = await loadOrCreateSigningKey(database.db, config.ticketSigningKey);
    let seeded = false;
    if (config.demoData) {
      const result = await seedDemoData(database.db, { uploads: app.uploads, signingKey: key, log: (line) => app.log.info(line) });
      seeded = result.seeded;
    }
    return { signingKey: key, demoSeeded: seeded };
  });
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('signingKey', signingKey);
  app.decorate('demoSeeded', demoSeeded);
  if (opts.ownsDatabase) app.addHook('onClose', async () => database.close());
}

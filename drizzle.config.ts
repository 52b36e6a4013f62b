import { defineConfig } from 'drizzle-kit';

// Generation needs no database: `npx drizzle-kit generate --name <change>` diffs schema.ts against the
// snapshots in server/db/migrations. The same SQL runs on PGlite and PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
  strict: true,
  verbose: true,
});

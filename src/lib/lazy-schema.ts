import type * as PublicSchemas from './public-schemas';

/**
 * A loader of one of src/lib/public-schemas.ts's schemas, for `apiGet`/`apiSend` (src/lib/api-client.ts): the first
 * load names the schema it parses with, and the file with zod and the schemas arrives with the first answer
 * (docs/architecture.md §8). Only the type of the file is imported here.
 */
type TPublicSchemas = typeof PublicSchemas;

export function lazySchema<K extends keyof TPublicSchemas>(name: K): () => Promise<TPublicSchemas[K]> {
  return () => import('./public-schemas').then((schemas) => schemas[name]);
}

import { AUDIT_ENTITIES, type TAuditEntity } from '../../../contract/audit-names';
import { idParam, oneOf, pageParam, searchSchema, type TFieldParser, type TSearchOf } from '../../lib/search-params';

/*
 * Search params of /dashboard/audit (conventions "State": filters and page live in the URL, so a record's
 * history can be linked to). Route files load with the app's first page: no zod here (src/lib/search-params.ts).
 * A bad value falls back to "not set" instead of failing the route.
 */

/** The audited records, as the contract names them (contract/audit-names.ts, no zod). */
export const AUDIT_ENTITY_FILTERS = AUDIT_ENTITIES;

/** A record's or a user's id, from the URL's text or the number the router parsed it to (never `true` or `[1]`). */
const recordIdParam: TFieldParser<number> = (raw) => (typeof raw === 'number' || typeof raw === 'string' ? idParam(raw) : undefined);

/** /dashboard/audit?actor_id=&entity=&entity_id=&page= */
export const auditSearchSchema = searchSchema({
  actor_id: recordIdParam,
  entity: oneOf(AUDIT_ENTITY_FILTERS),
  entity_id: recordIdParam,
  page: pageParam,
});
export type TAuditSearch = TSearchOf<typeof auditSearchSchema.shape>;

/** The API's query for the URL's: the page and its route loader ask for the same list. */
export type TAuditListFilters = { page: number; actor_id: number | undefined; entity: TAuditEntity | undefined; entity_id: number | undefined };

/**
 * The search as the schema leaves it. The router lays the validated search over the URL's raw values, so a value the
 * schema dropped (`?entity_id=abc`) is still there in `useSearch()` and `loaderDeps`: the page and its loader read the
 * search through this, and the page's own navigations start from it, which takes the bad value out of the URL too.
 */
export function cleanAuditSearch(search: TAuditSearch): TAuditSearch {
  return auditSearchSchema.parse(search);
}

export function auditListFilters(search: TAuditSearch): TAuditListFilters {
  const clean = cleanAuditSearch(search);
  return { page: clean.page ?? 1, actor_id: clean.actor_id, entity: clean.entity, entity_id: clean.entity_id };
}

/** Whether any filter narrows the log (the empty state then says "No entries match these filters"). */
export function isAuditFiltered(search: TAuditSearch): boolean {
  return search.actor_id !== undefined || search.entity !== undefined || search.entity_id !== undefined;
}

import { pageParam, searchSchema, textParam, type TSearchOf } from '../../lib/search-params';

/*
 * Search params of /dashboard/promo-codes (conventions "State": the search and the page live in the URL). A bad
 * value falls back to the default instead of failing the route.
 */

/** /dashboard/promo-codes?search=&page= (contract/admin-promo-codes.ts: a search of up to 64 characters). */
export const dashboardPromoCodesSearchSchema = searchSchema({
  search: textParam(64, { trim: true }),
  page: pageParam,
});
export type TDashboardPromoCodesSearch = TSearchOf<typeof dashboardPromoCodesSearchSchema.shape>;

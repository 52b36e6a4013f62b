import { isoDateParam, oneOf, searchSchema, type TSearchOf } from '../../lib/search-params';

/*
 * Search params of /dashboard/reports (conventions "State": the range and the chart's measure live in
 * the URL, so a report can be shared). Loaded with the app's first page through the route: no zod. A bad
 * value falls back to the default instead of failing the route.
 */

/** What the per-day chart draws. */
export const SALES_METRICS = ['earnings', 'bookings'] as const;
export type TSalesMetric = (typeof SALES_METRICS)[number];

/** /dashboard/reports?from=YYYY-MM-DD&to=YYYY-MM-DD&metric= */
export const reportsSearchSchema = searchSchema({
  from: isoDateParam,
  to: isoDateParam,
  metric: oneOf(SALES_METRICS),
});
export type TReportsSearch = TSearchOf<typeof reportsSearchSchema.shape>;

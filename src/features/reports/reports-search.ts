import * as z from 'zod/mini';

/*
 * Search params of /dashboard/reports (conventions "State": the range and the chart's measure live in
 * the URL, so a report can be shared). Loaded with the app's first page through the route: zod only. A bad
 * value falls back to the default instead of failing the route.
 */

/** What the per-day chart draws. */
export const SALES_METRICS = ['earnings', 'bookings'] as const;
export type TSalesMetric = (typeof SALES_METRICS)[number];

const ZDayParam = z.catch(z.optional(z.iso.date()), undefined);

/** /dashboard/reports?from=YYYY-MM-DD&to=YYYY-MM-DD&metric= */
export const ZReportsSearchSchema = z.object({
  from: ZDayParam,
  to: ZDayParam,
  metric: z.catch(z.optional(z.enum(SALES_METRICS)), undefined),
});
export type TReportsSearch = z.infer<typeof ZReportsSearchSchema>;

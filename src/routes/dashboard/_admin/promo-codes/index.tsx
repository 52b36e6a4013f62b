import { createFileRoute } from '@tanstack/react-router';
import { PromoCodesListPage } from '../../../../features/dashboard-promo-codes/components/promo-codes-list-page';
import { dashboardPromoCodesSearchSchema } from '../../../../features/dashboard-promo-codes/dashboard-promo-codes-search';

/** The administrator's promo codes (docs/product.md §10 Promo codes): search and page in the URL. */
export const Route = createFileRoute('/dashboard/_admin/promo-codes/')({
  staticData: { dashboard: true },
  validateSearch: dashboardPromoCodesSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, search: search.search }),
  loader: async ({ context: { queryClient }, deps }) => {
    // Imported on first use: the dashboard code loads with the screen (its loader is split with it, build/plugins.ts).
    const { promoCodeListQueryOptions } = await import('../../../../features/dashboard-promo-codes/api/dashboard-promo-codes.queries');
    // prefetchQuery never throws: the page shows its own "Failed to load promo codes".
    await queryClient.prefetchQuery(promoCodeListQueryOptions(deps));
  },
  component: PromoCodesListPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { PromoCodeEditPage } from '../../../../../features/dashboard-promo-codes/components/promo-code-form-pages';
import { assertIdParams } from '../../../../../lib/route-params';

/** A promo code's form and Delete (docs/product.md §10 Promo codes). */
export const Route = createFileRoute('/dashboard/_admin/promo-codes/$id/edit')({
  staticData: { dashboard: true },
  beforeLoad: ({ params }) => assertIdParams(params, ['id']),
  loader: async ({ context: { queryClient }, params }) => {
    // Imported on first use: the dashboard code loads with the screen (its loader is split with it, build/plugins.ts).
    const { promoCodeQueryOptions, seedPromoCodeFromLists } = await import('../../../../../features/dashboard-promo-codes/api/dashboard-promo-codes.queries');
    const promoCodeId = Number(params.id);
    seedPromoCodeFromLists(queryClient, promoCodeId);
    // prefetchQuery never throws: the page shows its own failure states.
    await queryClient.prefetchQuery(promoCodeQueryOptions(promoCodeId));
  },
  component: PromoCodeEditPage,
});

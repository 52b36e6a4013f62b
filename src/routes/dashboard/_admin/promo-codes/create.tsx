import { createFileRoute } from '@tanstack/react-router';
import { PromoCodeCreatePage } from '../../../../features/dashboard-promo-codes/components/promo-code-form-pages';

export const Route = createFileRoute('/dashboard/_admin/promo-codes/create')({
  staticData: { dashboard: true },
  component: PromoCodeCreatePage,
});

import { createFileRoute } from '@tanstack/react-router';
import { RewardCreatePage } from '../../../../features/dashboard-rewards/components/reward-form-pages';

export const Route = createFileRoute('/dashboard/_admin/rewards/create')({
  staticData: { dashboard: true },
  component: RewardCreatePage,
});

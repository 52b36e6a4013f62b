import { ScreenPlaceholder } from '../../components/screen-placeholder';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authenticated/rewards')({
  component: RewardsRoute,
});

function RewardsRoute() {
  return <ScreenPlaceholder screen="rewards" />;
}

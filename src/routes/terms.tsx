import { ScreenPlaceholder } from '../components/screen-placeholder';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/terms')({
  component: TermsRoute,
});

function TermsRoute() {
  return <ScreenPlaceholder screen="terms" />;
}

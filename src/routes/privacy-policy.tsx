import { ScreenPlaceholder } from '../components/screen-placeholder';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/privacy-policy')({
  component: PrivacyRoute,
});

function PrivacyRoute() {
  return <ScreenPlaceholder screen="privacy" />;
}

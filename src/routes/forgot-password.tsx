import { ScreenPlaceholder } from '../components/screen-placeholder';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  return <ScreenPlaceholder screen="forgotPassword" />;
}

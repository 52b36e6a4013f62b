import { ScreenPlaceholder } from '../../components/screen-placeholder';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/reset-password/$token')({
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  return <ScreenPlaceholder screen="resetPassword" />;
}

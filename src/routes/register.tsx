import { ScreenPlaceholder } from '../components/screen-placeholder';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/register')({
  component: RegisterRoute,
});

function RegisterRoute() {
  return <ScreenPlaceholder screen="register" />;
}

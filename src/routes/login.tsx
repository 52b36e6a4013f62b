import { ScreenPlaceholder } from '../components/screen-placeholder';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';

export const Route = createFileRoute('/login')({
  // Where to go after logging in: the full path a guard or a 401 came from.
  validateSearch: z.object({ redirect: z.string().startsWith('/').optional().catch(undefined) }),
  component: LoginRoute,
});

function LoginRoute() {
  return <ScreenPlaceholder screen="login" />;
}

import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../features/auth/components/register-page';
import { redirectSignedIn, ZRedirectSearchSchema } from '../lib/guards';

export const Route = createFileRoute('/register')({
  validateSearch: ZRedirectSearchSchema,
  beforeLoad: redirectSignedIn,
  component: RegisterPage,
});

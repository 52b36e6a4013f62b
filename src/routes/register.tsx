import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../features/auth/components/register-page';
import { redirectSignedIn, redirectSearchSchema } from '../lib/guards';

export const Route = createFileRoute('/register')({
  validateSearch: redirectSearchSchema,
  beforeLoad: redirectSignedIn,
  component: RegisterPage,
});

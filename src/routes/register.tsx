import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../features/auth/components/register-page';
import { redirectSignedIn, redirectSearchSchema } from '../lib/guards';
import { withChakra } from '../theme/chakra-scope';

export const Route = createFileRoute('/register')({
  validateSearch: redirectSearchSchema,
  beforeLoad: redirectSignedIn,
  component: withChakra(RegisterPage),
});

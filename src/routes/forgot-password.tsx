import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { catalogPartLoader } from '../lib/i18n';
import { withChakra } from '../theme/chakra-scope';

export const Route = createFileRoute('/forgot-password')({
  // Its messages are the catalog's auth part (build/catalogs.ts), loaded beside the page's own chunk.
  loader: catalogPartLoader('auth'),
  component: withChakra(ForgotPasswordPage),
});

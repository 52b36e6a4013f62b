import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';
import { searchSchema, textParam } from '../../lib/search-params';
import { catalogPartLoader } from '../../lib/i18n';
import { withChakra } from '../../theme/chakra-scope';

export const Route = createFileRoute('/reset-password/$token')({
  // The mailed link is /reset-password/{token}?email=…; the email only prefills the form.
  validateSearch: searchSchema({ email: textParam(254) }),
  // Its messages are the catalog's auth part (build/catalogs.ts), loaded beside the page's own chunk.
  loader: catalogPartLoader('auth'),
  component: withChakra(ResetPasswordPage),
});

import { createFileRoute } from '@tanstack/react-router';
import { VerifyPhonePage } from '../../features/auth/components/verify-phone-page';
import { requirePendingPhoneVerification, redirectSearchSchema } from '../../lib/guards';
import { catalogPartLoader } from '../../lib/i18n';

/** docs/product.md §2: only for users whose phone still needs verifying; others go to their home screen. */
export const Route = createFileRoute('/_authenticated/verify-phone')({
  validateSearch: redirectSearchSchema,
  beforeLoad: requirePendingPhoneVerification,
  // Its messages are the catalog's auth part (build/catalogs.ts), loaded beside the page's own chunk.
  loader: catalogPartLoader('auth'),
  component: VerifyPhonePage,
});

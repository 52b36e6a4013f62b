import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../features/auth/components/register-page';
import { redirectSignedIn, redirectSearchSchema } from '../lib/guards';
import { catalogPartLoader } from '../lib/i18n';
import { withChakra } from '../theme/chakra-scope';
import { registerHead, routeHead } from '../ssr/head';

export const Route = createFileRoute('/register')({
  staticData: { serverRendered: true },
  head: import.meta.env.SSR ? routeHead(registerHead) : undefined,
  validateSearch: redirectSearchSchema,
  beforeLoad: redirectSignedIn,
  // Its messages are the catalog's auth part (build/catalogs.ts), loaded beside the page's own chunk.
  loader: catalogPartLoader('auth'),
  component: withChakra(RegisterPage),
});

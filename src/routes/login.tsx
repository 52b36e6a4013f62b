import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/components/login-page';
import { redirectSignedIn, redirectSearchSchema } from '../lib/guards';
import { catalogPartLoader } from '../lib/i18n';
import { withChakra } from '../theme/chakra-scope';
import { loginHead, routeHead } from '../ssr/head';

export const Route = createFileRoute('/login')({
  staticData: { serverRendered: true },
  head: import.meta.env.SSR ? routeHead(loginHead) : undefined,
  // Where to go after logging in: the full path a guard or a 401 came from (app paths only).
  validateSearch: redirectSearchSchema,
  beforeLoad: redirectSignedIn,
  // Its messages are the catalog's auth part (build/catalogs.ts), loaded beside the page's own chunk.
  loader: catalogPartLoader('auth'),
  component: withChakra(LoginPage),
});

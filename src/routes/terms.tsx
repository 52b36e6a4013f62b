import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../features/legal/components/terms-page';
import { withChakra } from '../theme/chakra-scope';
import { termsHead, routeHead } from '../ssr/head';

export const Route = createFileRoute('/terms')({
  staticData: { serverRendered: true },
  head: import.meta.env.SSR ? routeHead(termsHead) : undefined,
  component: withChakra(TermsPage),
});

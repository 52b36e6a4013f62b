import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../features/legal/components/privacy-policy-page';
import { withChakra } from '../theme/chakra-scope';
import { privacyPolicyHead, routeHead } from '../ssr/head';

export const Route = createFileRoute('/privacy-policy')({
  staticData: { serverRendered: true },
  head: import.meta.env.SSR ? routeHead(privacyPolicyHead) : undefined,
  component: withChakra(PrivacyPolicyPage),
});

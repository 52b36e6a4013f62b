import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../features/legal/components/privacy-policy-page';
import { withChakra } from '../theme/chakra-scope';

export const Route = createFileRoute('/privacy-policy')({
  component: withChakra(PrivacyPolicyPage),
});

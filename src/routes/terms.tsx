import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '../features/legal/components/terms-page';
import { withChakra } from '../theme/chakra-scope';

export const Route = createFileRoute('/terms')({
  component: withChakra(TermsPage),
});

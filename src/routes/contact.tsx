import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/contact/components/contact-page';
import { withChakra } from '../theme/chakra-scope';

export const Route = createFileRoute('/contact')({
  component: withChakra(ContactPage),
});

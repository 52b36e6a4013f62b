import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/contact/components/contact-page';
import { catalogPartLoader } from '../lib/i18n';
import { withChakra } from '../theme/chakra-scope';

export const Route = createFileRoute('/contact')({
  // Its messages are the catalog's auth part (build/catalogs.ts), loaded beside the page's own chunk.
  loader: catalogPartLoader('auth'),
  component: withChakra(ContactPage),
});

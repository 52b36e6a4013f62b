import { ScreenPlaceholder } from '../components/screen-placeholder';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/contact')({
  component: ContactRoute,
});

function ContactRoute() {
  return <ScreenPlaceholder screen="contact" />;
}

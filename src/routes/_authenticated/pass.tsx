import { ScreenPlaceholder } from '../../components/screen-placeholder';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authenticated/pass')({
  component: PassRoute,
});

function PassRoute() {
  return <ScreenPlaceholder screen="pass" />;
}

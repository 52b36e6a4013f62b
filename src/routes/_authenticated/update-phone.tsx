import { ScreenPlaceholder } from '../../components/screen-placeholder';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authenticated/update-phone')({
  component: UpdatePhoneRoute,
});

function UpdatePhoneRoute() {
  return <ScreenPlaceholder screen="updatePhone" />;
}

import { ScreenPlaceholder } from '../../components/screen-placeholder';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authenticated/profile')({
  component: ProfileRoute,
});

function ProfileRoute() {
  return <ScreenPlaceholder screen="profile" />;
}

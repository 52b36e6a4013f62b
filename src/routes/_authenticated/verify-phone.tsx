import { createFileRoute, redirect } from '@tanstack/react-router';
import { ROLE } from '../../../contract/common';
import { ScreenPlaceholder } from '../../components/screen-placeholder';

/** Spec §2: only for users whose phone still needs verifying; others go to their home screen. */
export const Route = createFileRoute('/_authenticated/verify-phone')({
  beforeLoad: async ({ context }) => {
    const session = await context.auth.ensureSession();
    if (session && !session.requires_phone_verification) {
      throw redirect({ to: session.user.role_id === ROLE.admin ? '/dashboard/events' : '/' });
    }
  },
  component: VerifyPhoneRoute,
});

function VerifyPhoneRoute() {
  return <ScreenPlaceholder screen="verifyPhone" />;
}

import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';

export const Route = createFileRoute('/reset-password/$token')({
  // The mailed link is /reset-password/{token}?email=…; the email only prefills the form.
  validateSearch: z.object({ email: z.string().max(254).optional().catch(undefined) }),
  component: ResetPasswordPage,
});

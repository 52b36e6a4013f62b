import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';

export const Route = createFileRoute('/reset-password/$token')({
  // The mailed link is /reset-password/{token}?email=…; the email only prefills the form.
  validateSearch: z.object({ email: z.catch(z.optional(z.string().check(z.maxLength(254))), undefined) }),
  component: ResetPasswordPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/auth/components/forgot-password-page';
import { withChakra } from '../theme/chakra-scope';

export const Route = createFileRoute('/forgot-password')({
  component: withChakra(ForgotPasswordPage),
});

import { Button, Link as ChakraLink } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { ApiError } from '../../../lib/api-client';
import { errorMessageOr } from '../../../lib/screen-error-messages';
import { applyServerFieldErrors, fieldMessage } from '../../../lib/form-errors';
import { toastSuccess } from '../../../lib/toaster';
import { useResetPasswordMutation } from '../api/auth.mutations';
import { ZResetPasswordFormSchema, type TResetPasswordFormInput, type TResetPasswordFormOutput } from '../schemas/password.schema';
import { AuthCard, BackToLoginLink } from './auth-card';
import { FormAlert } from '../../../components/form-alert';
import { EmailInput } from '../../../components/email-input';
import { FormStack } from '../../../components/form-stack';

const routeApi = getRouteApi('/reset-password/$token');

const FIELDS = ['email', 'password', 'password_confirmation'] as const;

export function ResetPasswordPage() {
  const { t } = useLingui();
  const { token } = routeApi.useParams();
  const { email } = routeApi.useSearch();
  const navigate = useNavigate();
  const resetPassword = useResetPasswordMutation();
  const [failure, setFailure] = useState<{ message: string; linkExpired: boolean } | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<TResetPasswordFormInput, unknown, TResetPasswordFormOutput>({
    resolver: zodResolver(ZResetPasswordFormSchema),
    defaultValues: { email: email ?? '', password: '', password_confirmation: '' },
  });
  const errors = formState.errors;

  async function onValid(values: TResetPasswordFormOutput) {
    setFailure(null);
    try {
      await resetPassword.mutateAsync({ token, ...values });
    } catch (error) {
      const linkExpired = error instanceof ApiError && error.code === 'auth.reset_token_invalid';
      if (linkExpired || !applyServerFieldErrors(error, setError, FIELDS)) {
        setFailure({ message: errorMessageOr(error, msg`Failed to reset the password. Please try again.`), linkExpired });
      }
      return;
    }
    toastSuccess(t`Your password has been reset. You can now log in.`);
    await navigate({ to: '/login', replace: true });
  }

  return (
    <AuthCard title={t`Set a new password`} description={<Trans>Choose a new password for your account.</Trans>} footer={<BackToLoginLink />}>
      <FormStack onSubmit={handleSubmit(onValid)}>
        {failure ? (
          <FormAlert status="error">
            {failure.message}{' '}
            {failure.linkExpired ? (
              <ChakraLink asChild color="inherit" textDecoration="underline" fontWeight="semibold">
                <Link to="/forgot-password">
                  <Trans>Request a new link</Trans>
                </Link>
              </ChakraLink>
            ) : null}
          </FormAlert>
        ) : null}
        <FormField label={<Trans>Email</Trans>} error={fieldMessage(errors.email?.message)}>
          <EmailInput autoComplete="username" {...register('email')} />
        </FormField>
        <NewPasswordFields form={{ register, errors }} />
        <Button type="submit" size="lg" loading={formState.isSubmitting}>
          <Trans>Reset password</Trans>
        </Button>
      </FormStack>
    </AuthCard>
  );
}

import { Button } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { errorMessageOr } from '../../../lib/screen-error-messages';
import { applyServerFieldErrors, fieldMessage } from '../../../lib/form-errors';
import { useForgotPasswordMutation } from '../api/auth.mutations';
import { ZForgotPasswordFormSchema, type TForgotPasswordFormInput, type TForgotPasswordFormOutput } from '../schemas/password.schema';
import { AuthCard, BackToLoginLink } from './auth-card';
import { FormAlert } from '../../../components/form-alert';
import { EmailInput } from '../../../components/email-input';
import { FormStack } from '../../../components/form-stack';

export function ForgotPasswordPage() {
  const { t } = useLingui();
  const forgotPassword = useForgotPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<TForgotPasswordFormInput, unknown, TForgotPasswordFormOutput>({
    resolver: zodResolver(ZForgotPasswordFormSchema),
    defaultValues: { email: '' },
  });

  async function onValid(values: TForgotPasswordFormOutput) {
    setFailure(null);
    setSentTo(null);
    try {
      await forgotPassword.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['email'])) {
        setFailure(errorMessageOr(error, msg`We could not send the reset link. Please try again.`));
      }
    }
  }

  return (
    <AuthCard
      title={t`Forgot your password?`}
      description={<Trans>Enter the email of your account and we will send you a link to choose a new password.</Trans>}
      footer={<BackToLoginLink />}
    >
      <FormStack onSubmit={handleSubmit(onValid)} failure={failure}>
        {sentTo ? (
          <FormAlert status="success">
            <Trans>If an account exists for {sentTo}, a reset link is on its way. The link works once and expires in 60 minutes.</Trans>
          </FormAlert>
        ) : null}
        <FormField label={<Trans>Email</Trans>} error={fieldMessage(formState.errors.email?.message)}>
          <EmailInput {...register('email')} />
        </FormField>
        <Button type="submit" size="lg" loading={formState.isSubmitting}>
          <Trans>Send reset link</Trans>
        </Button>
      </FormStack>
    </AuthCard>
  );
}

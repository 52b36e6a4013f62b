import { Button, Link as ChakraLink } from '@chakra-ui/react';
import { OTP_RESEND_SECONDS } from '../../../../contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { PasswordInput } from '../../../components/password-input';
import { errorMessageOr } from '../../../lib/screen-error-messages';
import { PAGE_TITLES } from '../../../lib/page-meta';
import { applyServerFieldErrors, fieldMessage } from '../../../lib/form-errors';
import type { TSession } from '../../../lib/session';
import { useAppLocale } from '../../../lib/store';
import { useRegisterMutation } from '../api/auth.mutations';
import { useContinueAfterSignIn } from '../hooks/use-continue-after-sign-in';
import { startResendCooldown } from '../otp-resend-clock';
import { REGISTER_FORM_DEFAULTS, toRegisterRequest, ZRegisterFormSchema, type TRegisterFormInput, type TRegisterFormOutput } from '../schemas/register.schema';
import { AuthCard } from './auth-card';
import { MobileNumberFields } from './mobile-number-fields';
import { TermsAgreement } from './terms-agreement';
import { NameEmailFields } from '../../../components/name-email-fields';
import { FormStack } from '../../../components/form-stack';

const routeApi = getRouteApi('/register');

const FIELDS = ['name', 'email', 'password', 'country_code', 'mobile', 'agree_terms'] as const;

export function RegisterPage() {
  const { t } = useLingui();
  const { redirect } = routeApi.useSearch();
  const locale = useAppLocale();
  const registerAccount = useRegisterMutation();
  const continueAfterSignIn = useContinueAfterSignIn();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<TRegisterFormInput, unknown, TRegisterFormOutput>({
    resolver: zodResolver(ZRegisterFormSchema),
    defaultValues: REGISTER_FORM_DEFAULTS,
  });
  const errors = formState.errors;

  async function onValid(values: TRegisterFormOutput) {
    setFailure(null);
    let session: TSession;
    try {
      session = await registerAccount.mutateAsync(toRegisterRequest(values, locale));
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) {
        setFailure(errorMessageOr(error, msg`Registration failed. Please try again.`));
      }
      return;
    }
    // Registering with a mobile texts the first code: the next one may follow after the usual wait.
    if (session.requires_phone_verification) startResendCooldown(OTP_RESEND_SECONDS);
    await continueAfterSignIn(session, redirect);
  }

  return (
    <AuthCard
      title={t(PAGE_TITLES.register)}
      description={<Trans>Book tickets to events across Oman and earn coins with every booking.</Trans>}
      footer={
        <Trans>
          Already have an account?{' '}
          <ChakraLink asChild color="brand.fg" fontWeight="semibold">
            <Link to="/login" search={{ redirect }}>
              Log in
            </Link>
          </ChakraLink>
        </Trans>
      }
    >
      <FormStack onSubmit={handleSubmit(onValid)} failure={failure}>
        <NameEmailFields form={{ register, errors }} />
        <FormField label={<Trans>Password</Trans>} error={fieldMessage(errors.password?.message)} helper={<Trans>At least 6 characters.</Trans>}>
          <PasswordInput autoComplete="new-password" {...register('password')} />
        </FormField>
        <MobileNumberFields
          form={{ register, errors }}
          numberName="mobile"
          numberLabel={<Trans>Mobile number (optional)</Trans>}
          helper={<Trans>We will text you a code to verify it.</Trans>}
        />
        <TermsAgreement registration={register('agree_terms')} error={fieldMessage(errors.agree_terms?.message)} />
        <Button type="submit" size="lg" loading={formState.isSubmitting}>
          <Trans>Create account</Trans>
        </Button>
      </FormStack>
    </AuthCard>
  );
}

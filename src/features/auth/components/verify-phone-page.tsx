import { Button, Input, Link as ChakraLink } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { OTP_LENGTH } from '../../../../contract/auth';
import { FormField } from '../../../components/form-field';
import { ApiError } from '../../../lib/api-client';
import { errorMessageOr } from '../../../lib/screen-error-messages';
import { fieldMessage, toLatinDigits } from '../../../lib/form-errors';
import { currentUserQueryOptions } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toaster';
import { useVerifyPhoneMutation } from '../api/auth.mutations';
import { ZVerifyPhoneFormSchema, type TVerifyPhoneFormInput, type TVerifyPhoneFormOutput } from '../schemas/phone.schema';
import { AuthCard } from './auth-card';
import { PhoneNumber } from './phone-number';
import { ResendCode } from './resend-code';
import { FormStack } from '../../../components/form-stack';

const routeApi = getRouteApi('/_authenticated/verify-phone');

/** Digits only, at most six: a pasted "123 456" or an Arabic-keyboard "١٢٣٤٥٦" becomes "123456". */
function normalizeOtp(raw: string): string {
  return toLatinDigits(raw).replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export function VerifyPhonePage() {
  const { t } = useLingui();
  const { redirect } = routeApi.useSearch();
  const navigate = useNavigate();
  const { data: session } = useQuery(currentUserQueryOptions());
  const verifyPhone = useVerifyPhoneMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<TVerifyPhoneFormInput, unknown, TVerifyPhoneFormOutput>({
    resolver: zodResolver(ZVerifyPhoneFormSchema),
    defaultValues: { otp: '' },
  });
  const otpField = register('otp');
  const phone = session?.user.phone ?? null;

  function onOtpChange(event: ChangeEvent<HTMLInputElement>) {
    event.target.value = normalizeOtp(event.target.value);
    void otpField.onChange(event);
  }

  async function onValid(values: TVerifyPhoneFormOutput) {
    setFailure(null);
    try {
      await verifyPhone.mutateAsync(values);
    } catch (error) {
      const incorrect = error instanceof ApiError && error.code === 'auth.otp_invalid' ? error.errors?.otp?.[0] : undefined;
      if (incorrect) setError('otp', { type: 'server', message: incorrect }, { shouldFocus: true });
      setFailure(errorMessageOr(error, msg`Verification failed`));
      return;
    }
    toastSuccess(t`Your phone number is verified.`);
    await navigate({ href: redirect ?? '/', replace: true });
  }

  return (
    <AuthCard
      title={t`Verify your phone`}
      description={
        phone ? (
          <Trans>
            Enter the 6-digit code we sent to <PhoneNumber value={phone} />.
          </Trans>
        ) : (
          <Trans>Enter the 6-digit code we sent to your phone.</Trans>
        )
      }
      footer={
        <Trans>
          Wrong number?{' '}
          <ChakraLink asChild color="brand.fg" fontWeight="semibold">
            <Link to="/update-phone" search={{ redirect }}>
              Change it
            </Link>
          </ChakraLink>
        </Trans>
      }
    >
      <FormStack onSubmit={handleSubmit(onValid)} failure={failure}>
        <FormField label={<Trans>Verification code</Trans>} error={fieldMessage(formState.errors.otp?.message)}>
          <Input
            {...otpField}
            onChange={onOtpChange}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            dir="ltr"
            size="lg"
            textAlign="center"
            fontFamily="mono"
            fontSize="2xl"
            letterSpacing="0.5em"
            // Letter spacing trails the last digit too; the indent balances it so the code sits centred.
            textIndent="0.5em"
            placeholder="••••••"
          />
        </FormField>
        <Button type="submit" size="lg" loading={formState.isSubmitting}>
          <Trans>Verify</Trans>
        </Button>
        <ResendCode />
      </FormStack>
    </AuthCard>
  );
}

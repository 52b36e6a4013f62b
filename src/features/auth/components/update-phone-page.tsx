import { Button, Link as ChakraLink, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { TUpdatePhoneResponse } from '../../../../contract/auth';
import { errorMessageOr } from '../../../lib/screen-error-messages';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { currentUserQueryOptions } from '../../../lib/session';
import { toastSuccess } from '../../../lib/toaster';
import { useUpdatePhoneMutation } from '../api/auth.mutations';
import { knownCountryCode } from '../country-codes';
import { ZUpdatePhoneFormSchema, type TUpdatePhoneFormInput, type TUpdatePhoneFormOutput } from '../schemas/phone.schema';
import { AuthCard } from './auth-card';
import { MobileNumberFields } from './mobile-number-fields';
import { PhoneNumber } from './phone-number';
import { FormStack } from '../../../components/form-stack';

const routeApi = getRouteApi('/_authenticated/update-phone');

export function UpdatePhonePage() {
  const { t } = useLingui();
  const { redirect } = routeApi.useSearch();
  const navigate = useNavigate();
  const { data: session } = useQuery(currentUserQueryOptions());
  const updatePhone = useUpdatePhoneMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<TUpdatePhoneFormInput, unknown, TUpdatePhoneFormOutput>({
    resolver: zodResolver(ZUpdatePhoneFormSchema),
    defaultValues: { country_code: knownCountryCode(session?.user.country_code), phone_number: '' },
  });
  const currentPhone = session?.user.phone ?? null;

  async function onValid(values: TUpdatePhoneFormOutput) {
    setFailure(null);
    let result: TUpdatePhoneResponse['data'];
    try {
      result = await updatePhone.mutateAsync(values);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['phone_number', 'country_code'])) {
        setFailure(errorMessageOr(error, msg`Failed to update phone number.`));
      }
      return;
    }
    if (result.requires_phone_verification) {
      await navigate({ to: '/verify-phone', search: { redirect }, replace: true });
    } else {
      // The same, already verified number: nothing to confirm.
      toastSuccess(t`Your phone number is already verified.`);
      await navigate({ href: redirect ?? '/', replace: true });
    }
  }

  return (
    <AuthCard
      title={t`Update phone number`}
      description={<Trans>We will text a 6-digit code to this number to confirm it is yours.</Trans>}
      footer={
        session?.requires_phone ? (
          <ChakraLink
            href={redirect ?? '/'}
            color="brand.fg"
            fontWeight="semibold"
            onClick={(event) => {
              event.preventDefault();
              void navigate({ href: redirect ?? '/' });
            }}
          >
            <Trans>Skip for now</Trans>
          </ChakraLink>
        ) : null
      }
    >
      <FormStack onSubmit={handleSubmit(onValid)} failure={failure}>
        {currentPhone ? (
          <Text fontSize="sm" color="fg.muted">
            <Trans>
              Current number: <PhoneNumber value={currentPhone} />
            </Trans>
          </Text>
        ) : null}
        <MobileNumberFields form={{ register, errors: formState.errors }} numberName="phone_number" numberLabel={<Trans>Mobile number</Trans>} />
        <Button type="submit" size="lg" loading={formState.isSubmitting}>
          <Trans>Send code</Trans>
        </Button>
      </FormStack>
    </AuthCard>
  );
}

import { Button, chakra, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { EmailInput } from '../../../components/email-input';
import { FormAlert } from '../../../components/form-alert';
import { FormField } from '../../../components/form-field';
import { FormStack } from '../../../components/form-stack';
import { PasswordInput } from '../../../components/password-input';
import { errorMessageOr } from '../../../lib/screen-error-messages';
import { applyServerFieldErrors, fieldMessage } from '../../../lib/form-errors';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { ZChangeEmailFormSchema, type TChangeEmailFormInput, type TChangeEmailFormOutput } from '../account-forms.schema';
import { useRequestEmailChangeMutation } from '../api/account.mutations';
import { pendingEmailChangeQueryOptions } from '../api/account.queries';
import { SectionCard } from './section-card';

const EMPTY: TChangeEmailFormInput = { email: '', current_password: '' };

type ChangeEmailFormProps = {
  /** The account's current email: it stays until the link sent to the new one is opened. */
  email: string;
};

/** The profile's email block (docs/product.md §2): the current address, a pending change, and a new address with the current password. */
export function ChangeEmailForm({ email }: ChangeEmailFormProps) {
  const { t } = useLingui();
  const { data: pending } = useQuery(pendingEmailChangeQueryOptions());
  const requestChange = useRequestEmailChangeMutation();
  const { register, handleSubmit, formState, setError, reset } = useForm<TChangeEmailFormInput, unknown, TChangeEmailFormOutput>({
    resolver: zodResolver(ZChangeEmailFormSchema),
    defaultValues: EMPTY,
  });
  const errors = formState.errors;
  const pendingEmail = pending?.pending_email ?? null;

  async function onValid(values: TChangeEmailFormOutput) {
    try {
      await requestChange.mutateAsync(values);
      reset(EMPTY);
      toastSuccess(t`We sent a confirmation link to your new email. Your email changes when you open it.`);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['email', 'current_password'])) {
        toastError(errorMessageOr(error, msg`Failed to change the email.`));
      }
    }
  }

  return (
    <SectionCard title={<Trans>Email</Trans>} description={<Trans>A new email is used once you open the link we send to it.</Trans>}>
      <FormStack onSubmit={handleSubmit(onValid)}>
        <Text fontSize="sm">
          <Trans>Current email</Trans>
          {': '}
          <chakra.bdi dir="ltr" fontWeight="medium" wordBreak="break-all">
            {email}
          </chakra.bdi>
        </Text>
        {pendingEmail ? (
          <FormAlert status="success" title={<Trans>Waiting for confirmation</Trans>}>
            <Trans>
              We sent a link to{' '}
              <chakra.bdi dir="ltr" wordBreak="break-all">
                {pendingEmail}
              </chakra.bdi>
              . Until you open it, your account and its emails stay on your current address.
            </Trans>
          </FormAlert>
        ) : null}
        {/* Lets password managers tie the password to this account. */}
        <chakra.input type="email" name="username" autoComplete="username" value={email} hidden readOnly />
        <FormField label={<Trans>New email</Trans>} error={fieldMessage(errors.email?.message)}>
          <EmailInput {...register('email')} />
        </FormField>
        <FormField label={<Trans>Current password</Trans>} error={fieldMessage(errors.current_password?.message)}>
          <PasswordInput autoComplete="current-password" {...register('current_password')} />
        </FormField>
        <Button type="submit" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={formState.isSubmitting}>
          <Trans>Change email</Trans>
        </Button>
      </FormStack>
    </SectionCard>
  );
}

import { Button, chakra } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useForm } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PasswordInput } from '../../../components/password-input';
import { errorMessageOr } from '../../../lib/screen-error-messages';
import { applyServerFieldErrors, fieldMessage } from '../../../lib/form-errors';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { ZPasswordFormSchema, type TPasswordFormInput, type TPasswordFormOutput } from '../account-forms.schema';
import { useChangePasswordMutation } from '../api/account.mutations';
import { SectionCard } from './section-card';
import { FormStack } from '../../../components/form-stack';

const EMPTY: TPasswordFormInput = { current_password: '', password: '', password_confirmation: '' };

/** The Security tab (docs/product.md §2): current, new and confirmed password. */
type ChangePasswordFormProps = {
  /** The account's email, for password managers. */
  email: string;
};

export function ChangePasswordForm({ email }: ChangePasswordFormProps) {
  const { t } = useLingui();
  const changePassword = useChangePasswordMutation();
  const { register, handleSubmit, formState, setError, reset } = useForm<TPasswordFormInput, unknown, TPasswordFormOutput>({
    resolver: zodResolver(ZPasswordFormSchema),
    defaultValues: EMPTY,
  });
  const errors = formState.errors;

  async function onValid(values: TPasswordFormOutput) {
    try {
      await changePassword.mutateAsync(values);
      reset(EMPTY);
      toastSuccess(t`Password updated successfully!`);
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, ['current_password', 'password', 'password_confirmation'])) {
        toastError(errorMessageOr(error, msg`Failed to update password.`));
      }
    }
  }

  return (
    <SectionCard title={<Trans>Change password</Trans>} description={<Trans>Changing your password signs you out on your other devices.</Trans>}>
      <FormStack onSubmit={handleSubmit(onValid)}>
        {/* Lets password managers tie the new password to this account. */}
        <chakra.input type="email" name="username" autoComplete="username" value={email} hidden readOnly />
        <FormField label={<Trans>Current password</Trans>} error={fieldMessage(errors.current_password?.message)}>
          <PasswordInput autoComplete="current-password" {...register('current_password')} />
        </FormField>
        <NewPasswordFields form={{ register, errors }} />
        <Button type="submit" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={formState.isSubmitting}>
          <Trans>Update password</Trans>
        </Button>
      </FormStack>
    </SectionCard>
  );
}

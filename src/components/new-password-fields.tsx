import { Trans } from '@lingui/react/macro';
import { fieldMessage } from '../lib/form-errors';
import { FormField, type TFieldGroupForm } from './form-field';
import { PasswordInput } from './password-input';

type NewPasswordFieldsProps = {
  form: TFieldGroupForm<'password' | 'password_confirmation'>;
};

/** A new password and the same again, as the password reset and the Security tab ask for it. */
export function NewPasswordFields({ form: { register, errors } }: NewPasswordFieldsProps) {
  return (
    <>
      <FormField label={<Trans>New password</Trans>} error={fieldMessage(errors.password?.message)} helper={<Trans>At least 6 characters.</Trans>}>
        <PasswordInput autoComplete="new-password" {...register('password')} />
      </FormField>
      <FormField label={<Trans>Confirm new password</Trans>} error={fieldMessage(errors.password_confirmation?.message)}>
        <PasswordInput autoComplete="new-password" {...register('password_confirmation')} />
      </FormField>
    </>
  );
}

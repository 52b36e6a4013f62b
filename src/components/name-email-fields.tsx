import { Input } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { fieldMessage } from '../lib/form-errors';
import { EmailInput } from './email-input';
import { FormField, type TFieldGroupForm } from './form-field';

type NameEmailFieldsProps = {
  form: TFieldGroupForm<'name' | 'email'>;
};

/** Full name and email, as registering and the profile's personal details ask for them. */
export function NameEmailFields({ form: { register, errors } }: NameEmailFieldsProps) {
  return (
    <>
      <FormField label={<Trans>Full name</Trans>} error={fieldMessage(errors.name?.message)}>
        <Input autoComplete="name" {...register('name')} />
      </FormField>
      <FormField label={<Trans>Email</Trans>} error={fieldMessage(errors.email?.message)}>
        <EmailInput {...register('email')} />
      </FormField>
    </>
  );
}

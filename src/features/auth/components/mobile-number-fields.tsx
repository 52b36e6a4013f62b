import { Grid, Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormField, type TFieldGroupForm } from '../../../components/form-field';
import { fieldMessage } from '../../../lib/form-errors';
import { CountryCodeSelect } from './country-code-select';
import { Trans } from '@lingui/react/macro';

type MobileNumberFieldsProps<TNumber extends string> = {
  form: TFieldGroupForm<'country_code' | TNumber>;
  /** The form's name for the national number (`mobile`, `phone_number`). */
  numberName: TNumber;
  numberLabel: ReactNode;
  helper?: ReactNode;
};

/** Country code and national number side by side; the number is typed left to right in both languages. */
export function MobileNumberFields<TNumber extends string>({ form: { register, errors }, numberName, numberLabel, helper }: MobileNumberFieldsProps<TNumber>) {
  return (
    <Grid templateColumns={{ base: '8.5rem minmax(0, 1fr)', sm: '10rem minmax(0, 1fr)' }} gap="3" alignItems="start">
      <FormField label={<Trans>Country code</Trans>} error={fieldMessage(errors.country_code?.message)}>
        <CountryCodeSelect registration={register('country_code')} />
      </FormField>
      <FormField label={numberLabel} error={fieldMessage(errors[numberName]?.message)} helper={helper}>
        <Input type="tel" inputMode="tel" autoComplete="tel-national" dir="ltr" css={{ _rtl: { textAlign: 'right' } }} {...register(numberName)} />
      </FormField>
    </Grid>
  );
}

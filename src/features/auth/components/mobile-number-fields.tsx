import { Grid, Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../components/form-field';
import { CountryCodeSelect } from './country-code-select';
import { Trans } from '@lingui/react/macro';

type MobileNumberFieldsProps = {
  countryCode: UseFormRegisterReturn;
  countryCodeError?: string | undefined;
  number: UseFormRegisterReturn;
  numberError?: string | undefined;
  numberLabel: ReactNode;
  helper?: ReactNode;
};

/** Country code and national number side by side; the number is typed left to right in both languages. */
export function MobileNumberFields({ countryCode, countryCodeError, number, numberError, numberLabel, helper }: MobileNumberFieldsProps) {
  return (
    <Grid templateColumns={{ base: '8.5rem minmax(0, 1fr)', sm: '10rem minmax(0, 1fr)' }} gap="3" alignItems="start">
      <FormField label={<Trans>Country code</Trans>} error={countryCodeError}>
        <CountryCodeSelect registration={countryCode} />
      </FormField>
      <FormField label={numberLabel} error={numberError} helper={helper}>
        <Input
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          dir="ltr"
          css={{ _rtl: { textAlign: 'right' } }}
          {...number}
        />
      </FormField>
    </Grid>
  );
}

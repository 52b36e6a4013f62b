import { NativeSelect } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { COUNTRY_CODES, countryOptionLabel } from '../country-codes';

type CountryCodeSelectProps = {
  registration: UseFormRegisterReturn;
};

/** The calling-code dropdown in front of a mobile number. */
export function CountryCodeSelect({ registration }: CountryCodeSelectProps) {
  const { i18n } = useLingui();
  return (
    <NativeSelect.Root>
      <NativeSelect.Field autoComplete="tel-country-code" {...registration}>
        {COUNTRY_CODES.map(({ code, country }) => (
          <option key={code} value={code}>
            {countryOptionLabel(code, i18n._(country))}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

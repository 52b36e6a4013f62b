import { Input } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { paymentSettingsQueryOptions } from '../../../components/dashboard/payment-settings-api';
import { FormField } from '../../../components/form-field';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';

type HoldMinutesFieldProps = {
  registration: UseFormRegisterReturn<'checkout_hold_minutes'>;
  error: string | undefined;
};

/**
 * How long a checkout of this event holds its seats while the buyer pays (docs/product.md §10): a busy
 * event may want a short hold, so unpaid seats come back soon. Empty: the server's default, shown when known.
 */
export function HoldMinutesField({ registration, error }: HoldMinutesFieldProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const { data: settings } = useQuery(paymentSettingsQueryOptions());
  const minutes = settings?.hold_minutes ?? null;
  const defaultText = minutes === null ? '' : formatCount(minutes, locale);
  const helper =
    minutes === null
      ? t`From 5 to 60 minutes. Leave empty for the default.`
      : t({
          message: plural(minutes, {
            one: `From 5 to 60 minutes. Leave empty for the default of ${defaultText} minute.`,
            other: `From 5 to 60 minutes. Leave empty for the default of ${defaultText} minutes.`,
          }),
        });
  return (
    <FormField label={<Trans>Seat hold while paying, in minutes (optional)</Trans>} error={error} helper={helper}>
      <Input inputMode="numeric" dir="ltr" autoComplete="off" maxW="10rem" {...registration} />
    </FormField>
  );
}

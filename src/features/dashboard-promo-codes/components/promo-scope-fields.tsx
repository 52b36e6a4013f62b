import { chakra, NativeSelect, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { TAdminEvent } from '../../../../contract/admin-catalogue';
import { CheckboxRow, toggleId } from '../../../components/dashboard/checkbox-row';
import { FormField } from '../../../components/form-field';
import { formatShortDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/screen-error-messages';
import { localizedName } from '../../../lib/localized-text';
import { formatOMR } from '../../../lib/money';
import { useAppLocale } from '../../../lib/store';
import { promoEventChoicesQueryOptions, promoEventQueryOptions, promoEventTicketsQueryOptions } from '../api/dashboard-promo-codes.queries';

type EventSelectProps = {
  /**
   * The event chosen ('' = every event): kept among the choices even when older than the newest 100, or cancelled.
   * Controlled, so the choice shows once the events have loaded (an uncontrolled select keeps the one option it had).
   */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
};

/** "All events", or one event: the newest by start, with its date so two of a name can be told apart. */
export function EventSelect({ value: selected, onChange, onBlur, error }: EventSelectProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const choices = useQuery(promoEventChoicesQueryOptions());
  const selectedId = selected === '' ? null : Number(selected);
  const listed = choices.data?.some((event) => event.id === selectedId) ?? false;
  const own = useQuery({ ...promoEventQueryOptions(selectedId ?? 0), enabled: selectedId !== null && choices.isSuccess && !listed });
  const events: TAdminEvent[] = [
    ...(own.data && !listed ? [own.data] : []),
    ...(choices.data ?? []).filter((event) => event.status !== 'cancelled' || event.id === selectedId),
  ];
  return (
    <FormField
      label={<Trans>Event</Trans>}
      error={error ?? (choices.isError ? errorMessage(choices.error) : undefined)}
      helper={<Trans>Keep the code to one event, or leave it for every event.</Trans>}
    >
      <NativeSelect.Root>
        <NativeSelect.Field value={selected} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} bg="white" aria-busy={choices.isPending}>
          <option value="">{t`All events`}</option>
          {events.map((event) => {
            const name = localizedName(event, locale);
            const date = formatShortDate(event.start_date, locale);
            return (
              <option key={event.id} value={String(event.id)}>
                {t`${name} — ${date}`}
              </option>
            );
          })}
          {selectedId !== null && !events.some((event) => event.id === selectedId) ? <option value={selected}>{t`Event #${selected}`}</option> : null}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  );
}

type TicketTypesPickerProps = {
  eventId: number;
  value: number[];
  onChange: (ids: number[]) => void;
  error: string | undefined;
};

/** Some ticket types of the chosen event, as checkboxes; none ticked is every type of it. */
export function TicketTypesPicker({ eventId, value, onChange, error }: TicketTypesPickerProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const query = useQuery(promoEventTicketsQueryOptions(eventId));
  return (
    // Chakra's fieldset recipe is not in the trimmed system (src/theme/system.ts): a plain fieldset.
    <chakra.fieldset minW="0" aria-invalid={error ? true : undefined}>
      <chakra.legend fontWeight="medium" fontSize="sm" mb="1.5">
        <Trans>Ticket types</Trans>
      </chakra.legend>
      <chakra.div bg="white" borderWidth="1px" borderColor={error ? 'border.error' : 'border'} rounded="lg" px="3" py="2" maxH="72" overflowY="auto">
        {query.isPending ? (
          <Stack gap="2" py="1" role="status" aria-busy="true" aria-label={t`Loading ticket types`}>
            <Skeleton h="5" w="60%" />
            <Skeleton h="5" w="45%" />
          </Stack>
        ) : query.isError ? (
          <Text fontSize="sm" color="fg.error" py="1" role="alert">
            {errorMessage(query.error)}
          </Text>
        ) : query.data.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" py="1">
            <Trans>This event has no ticket types yet.</Trans>
          </Text>
        ) : (
          <Stack gap="0">
            {query.data.map((ticket) => (
              <CheckboxRow key={ticket.id} checked={value.includes(ticket.id)} onChange={(on) => onChange(toggleId(value, ticket.id, on))}>
                <Text as="span" fontSize="sm">
                  <bdi>{localizedName(ticket, locale)}</bdi>{' '}
                  <Text as="span" color="fg.muted" whiteSpace="nowrap">
                    {formatOMR(ticket.price, locale)}
                  </Text>
                </Text>
              </CheckboxRow>
            ))}
          </Stack>
        )}
      </chakra.div>
      <Text fontSize="xs" color={error ? 'fg.error' : 'fg.muted'} mt="1.5">
        {error ?? <Trans>Tick the ticket types the code takes money off; none ticked is every type of the event.</Trans>}
      </Text>
    </chakra.fieldset>
  );
}

import { Button, chakra, Dialog, Field, HStack, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { DialogFrame } from '../../../components/dialog-frame';
import type { TEventFilterSearch } from '../api/event-filters';
import { eventLocationsQueryOptions } from '../api/events.queries';
import { DateInput } from './date-input.plain';

/** The dialog's fields, as the inputs hold them (text, so a half-typed number is not lost). */
type TDraft = { date: string; priceMin: string; priceMax: string; location: string; search: string };

export type TDialogFilters = Pick<TEventFilterSearch, 'date' | 'price_min' | 'price_max' | 'location' | 'search'>;

const EMPTY_DRAFT: TDraft = { date: '', priceMin: '', priceMax: '', location: '', search: '' };

function toDraft(filters: TDialogFilters): TDraft {
  return {
    date: filters.date ?? '',
    priceMin: filters.price_min === undefined ? '' : String(filters.price_min),
    priceMax: filters.price_max === undefined ? '' : String(filters.price_max),
    location: filters.location ?? '',
    search: filters.search ?? '',
  };
}

function parsePrice(text: string): number | undefined | 'invalid' {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : 'invalid';
}

type FilterDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  value: TDialogFilters;
  onApply: (filters: TDialogFilters) => void;
  /** Focus returns here on close (the Filter button). */
  finalFocusEl: () => HTMLElement | null;
};

type PriceFieldProps = {
  label: ReactNode;
  value: string;
  onChange: (text: string) => void;
  /** Why the amount is refused; null while it is fine. */
  error: ReactNode;
};

/** An amount in rials, 0 or more, to the baisa. */
function PriceField({ label, value, onChange, error }: PriceFieldProps) {
  return (
    <Field.Root invalid={error !== null}>
      <Field.Label>{label}</Field.Label>
      <Input type="number" inputMode="decimal" min={0} step="0.001" value={value} onChange={(event) => onChange(event.target.value)} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

function FilterForm({ value, onApply }: Pick<FilterDialogProps, 'value' | 'onApply'>) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<TDraft>(() => toDraft(value));
  const locations = useQuery(eventLocationsQueryOptions());
  // DateInput is a plain input, outside the Field's context: the field takes its id, so the label names it.
  const dateId = useId();
  const min = parsePrice(draft.priceMin);
  const max = parsePrice(draft.priceMax);
  const rangeError = typeof min === 'number' && typeof max === 'number' && max < min;

  function update(field: keyof TDraft, text: string) {
    setDraft((current) => ({ ...current, [field]: text }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (min === 'invalid' || max === 'invalid' || rangeError) return;
    onApply({
      date: draft.date || undefined,
      price_min: min,
      price_max: max,
      location: draft.location || undefined,
      search: draft.search.trim() || undefined,
    });
  }

  // A saved filter may name a location no current event has: keep it selectable.
  const locationOptions = [...new Set([...(locations.data ?? []), ...(value.location ? [value.location] : [])])];

  return (
    <chakra.form onSubmit={submit} noValidate display="contents">
      <Dialog.Body>
        <Stack gap="5">
          <Field.Root>
            <Field.Label>
              <Trans>Search</Trans>
            </Field.Label>
            <Input
              type="search"
              value={draft.search}
              placeholder={t`Event name or keyword`}
              onChange={(event) => update('search', event.target.value)}
              maxLength={200}
            />
          </Field.Root>
          <Field.Root id={dateId}>
            <Field.Label>
              <Trans>Date</Trans>
            </Field.Label>
            <DateInput id={dateId} value={draft.date} onChange={(text) => update('date', text)} />
          </Field.Root>
          <HStack gap="4" align="flex-start">
            <PriceField
              label={<Trans>Minimum price (OMR)</Trans>}
              value={draft.priceMin}
              onChange={(text) => update('priceMin', text)}
              error={min === 'invalid' ? <Trans>Enter 0 or more.</Trans> : null}
            />
            <PriceField
              label={<Trans>Maximum price (OMR)</Trans>}
              value={draft.priceMax}
              onChange={(text) => update('priceMax', text)}
              error={max === 'invalid' ? <Trans>Enter 0 or more.</Trans> : rangeError ? <Trans>Must not be less than the minimum.</Trans> : null}
            />
          </HStack>
          <Field.Root>
            <Field.Label>
              <Trans>Location</Trans>
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={draft.location} onChange={(event) => update('location', event.target.value)}>
                <option value="">{t`All locations`}</option>
                {locationOptions.map((location) => (
                  <option key={location} value={location}>
                    {location}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer justifyContent="space-between">
        <Button type="button" variant="ghost" onClick={() => setDraft(EMPTY_DRAFT)}>
          <Trans>Reset</Trans>
        </Button>
        <Button type="submit">
          <Trans>Apply</Trans>
        </Button>
      </Dialog.Footer>
    </chakra.form>
  );
}

/**
 * docs/product.md §2 "Filter modal": date, price min/max (≥ 0), location (with all locations), free text;
 * Reset clears the fields, Apply applies them; a click on the backdrop or Escape closes it.
 */
export function FilterDialog({ open, onOpenChange, value, onApply, finalFocusEl }: FilterDialogProps) {
  return (
    <DialogFrame
      open={open}
      onClose={() => onOpenChange(false)}
      title={<Trans>Filter events</Trans>}
      closeOnInteractOutside
      finalFocusEl={finalFocusEl}
      size="md"
      unmountOnExit
      lazyMount
      contentProps={{ mx: '4' }}
    >
      <FilterForm value={value} onApply={onApply} />
    </DialogFrame>
  );
}

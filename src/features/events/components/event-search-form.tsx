import { Box, Button, chakra, Field, Grid, Input, NativeSelect } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { SearchIcon } from '../../../components/icons';
import { categoryTreeQueryOptions } from '../../../lib/categories';
import { toSearchPageSearch, type TSearchBoxValues } from '../api/event-filters';
import { DateInput } from './date-input';

type EventSearchFormProps = {
  /** Values to start from (the /search page passes the current search); the date starts empty ("Any date"). */
  initial?: Partial<TSearchBoxValues>;
  /** On the hero's photo the labels are white. */
  tone?: 'onImage' | 'plain';
};

/**
 * docs/product.md §2 "Search box": free text, a date that opens the native picker on click, and an event type
 * from the categories with a disabled placeholder. Submits to /search with the filled fields only. The date
 * starts empty ("Any date"), not today as the spec said: today silently hid every later event (issue 15
 * item 2, docs/decisions.md).
 */
export function EventSearchForm({ initial, tone = 'plain' }: EventSearchFormProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const categories = useQuery(categoryTreeQueryOptions());
  const [values, setValues] = useState<TSearchBoxValues>(() => ({
    search: initial?.search ?? '',
    date: initial?.date ?? '',
    categoryId: initial?.categoryId ?? '',
  }));

  function update(field: keyof TSearchBoxValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate({ to: '/search', search: toSearchPageSearch(values) });
  }

  const labelColor = tone === 'onImage' ? 'whiteAlpha.900' : 'fg.muted';
  return (
    <Box
      asChild
      bg={tone === 'onImage' ? 'blackAlpha.500' : 'white'}
      backdropFilter={tone === 'onImage' ? 'blur(6px)' : undefined}
      borderWidth="1px"
      borderColor={tone === 'onImage' ? 'whiteAlpha.300' : 'border.muted'}
      rounded="xl"
      p={{ base: '4', md: '5' }}
    >
      <chakra.form role="search" aria-label={t`Search events`} onSubmit={submit}>
        <Grid templateColumns={{ base: '1fr', md: '2fr 1fr 1.4fr auto' }} gap="3" alignItems="end">
          <Field.Root>
            <Field.Label color={labelColor}>
              <Trans>What are you looking for?</Trans>
            </Field.Label>
            <Input
              type="search"
              bg="white"
              color="fg"
              value={values.search}
              placeholder={t`Concerts, festivals, workshops…`}
              maxLength={200}
              onChange={(event) => update('search', event.target.value)}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label color={labelColor}>
              <Trans>Date</Trans>
            </Field.Label>
            <DateInput bg="white" color="fg" value={values.date} onChange={(text) => update('date', text)} />
          </Field.Root>
          <Field.Root>
            <Field.Label color={labelColor}>
              <Trans>Event type</Trans>
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                bg="white"
                color="fg"
                value={values.categoryId}
                onChange={(event) => update('categoryId', event.target.value)}
              >
                <option value="" disabled>
                  {t`Choose an event type`}
                </option>
                {(categories.data ?? []).map((category) => {
                  const parentName = category.name;
                  return (
                    <optgroup key={category.id} label={parentName}>
                      <option value={String(category.id)}>{t`All of ${parentName}`}</option>
                      {category.children?.map((child) => (
                        <option key={child.id} value={String(child.id)}>
                          {child.name}
                        </option>
                      ))}
                    </optgroup>
                  );
                })}
              </NativeSelect.Field>
              <NativeSelect.Indicator color="fg.muted" />
            </NativeSelect.Root>
          </Field.Root>
          <Button type="submit" colorPalette={tone === 'onImage' ? 'sand' : 'brand'} w={{ base: 'full', md: 'auto' }}>
            <SearchIcon />
            <Trans>Search</Trans>
          </Button>
        </Grid>
      </chakra.form>
    </Box>
  );
}

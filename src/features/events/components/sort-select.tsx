import { chakra, HStack, NativeSelect } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { SORT_OPTIONS, type TSortOption } from '../api/event-filters';

const SORT_LABELS = {
  'start_date-asc': msg`Soonest`,
  'created_at-desc': msg`Recently added`,
  'popularity-desc': msg`Most popular`,
  'price-asc': msg`Price: low to high`,
  'price-desc': msg`Price: high to low`,
} satisfies Record<TSortOption, MessageDescriptor>;

function isSortOption(value: string): value is TSortOption {
  return (SORT_OPTIONS as readonly string[]).includes(value);
}

type SortSelectProps = {
  value: TSortOption;
  onChange: (sort: TSortOption) => void;
};

/** docs/product.md §9: soonest (default, issue 15 item 2), recently added, popularity, price low→high, price high→low. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { i18n } = useLingui();
  const selectId = useId();
  return (
    <HStack gap="2">
      <chakra.label htmlFor={selectId} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        <Trans>Sort by</Trans>
      </chakra.label>
      <NativeSelect.Root size="sm" w="auto" minW="44">
        <NativeSelect.Field
          id={selectId}
          value={value}
          bg="white"
          onChange={(event) => {
            if (isSortOption(event.target.value)) onChange(event.target.value);
          }}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {i18n._(SORT_LABELS[option])}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}

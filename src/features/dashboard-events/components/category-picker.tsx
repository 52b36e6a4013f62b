import { Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAppLocale } from '../../../lib/store';
import { adminCategoryTreeQueryOptions } from '../api/dashboard-events.queries';
import { flattenCategoryTree } from '../category-tree';
import { localizedName } from '../../../lib/localized-text';
import { CheckboxRow, toggleId } from '../../../components/dashboard/checkbox-row';
import { PickerFrame } from './picker-frame';

type CategoryPickerProps = {
  value: number[];
  onChange: (ids: number[]) => void;
  error: string | undefined;
  disabled: boolean;
};

/** The whole category tree as checkboxes, each subcategory indented under its parent, in the screen's language. */
export function CategoryPicker({ value, onChange, error, disabled }: CategoryPickerProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const query = useQuery(adminCategoryTreeQueryOptions());
  const options = useMemo(() => flattenCategoryTree(query.data ?? []), [query.data]);

  return (
    <PickerFrame
      legend={<Trans>Categories</Trans>}
      helper={<Trans>Tick every category the event belongs to; a subcategory does not tick its parent.</Trans>}
      error={error}
      state={query}
      loadingLabel={t`Loading categories`}
      failedTitle={<Trans>Failed to load categories</Trans>}
      isEmpty={options.length === 0}
      empty={<Trans>No categories yet.</Trans>}
    >
      <Stack gap="0">
        {options.map((option) => (
          <CheckboxRow
            key={option.id}
            depth={option.depth}
            checked={value.includes(option.id)}
            disabled={disabled}
            onChange={(on) => onChange(toggleId(value, option.id, on))}
          >
            <Text as="span" fontSize="sm" fontWeight={option.depth === 0 ? 'medium' : 'normal'}>
              <bdi>{localizedName(option, locale)}</bdi>
            </Text>
          </CheckboxRow>
        ))}
      </Stack>
    </PickerFrame>
  );
}

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Glyph } from '../../../components/glyph.plain';
import { CHEVRON_DOWN_PATH } from '../../../components/icon-paths.plain';
import { NativeSelect } from '../../../components/plain/kit.plain';
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

/**
 * docs/product.md §9: soonest (default), recently added, popularity, price low→high, price high→low.
 * A native `<select>` (the plain kit's NativeSelect), styled by src/styles/browse.css (docs/architecture.md §8).
 */
export function SortSelect({ value, onChange }: SortSelectProps) {
  const { i18n, t } = useLingui();
  const selectId = useId();
  return (
    <div className="browse-sort">
      <label htmlFor={selectId} className="browse-sort__label">
        {t`Sort by`}
      </label>
      <NativeSelect
        size="sm"
        rootClassName="browse-sort__root"
        id={selectId}
        value={value}
        className="browse-sort__field"
        onChange={(event) => {
          if (isSortOption(event.target.value)) onChange(event.target.value);
        }}
        indicator={<Glyph path={CHEVRON_DOWN_PATH} className="browse-select__chevron" />}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {i18n._(SORT_LABELS[option])}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

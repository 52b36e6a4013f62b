import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Glyph } from '../../../components/glyph.plain';
import { CHEVRON_DOWN_PATH, SEARCH_PATH } from '../../../components/icon-paths.plain';
import { Button, Field, Input, NativeSelect } from '../../../components/plain/kit.plain';
import { categoryTreeQueryOptions } from '../../../lib/categories';
import { toSearchPageSearch, type TSearchBoxValues } from '../api/event-filters';
import { DateInput } from './date-input.plain';

type EventSearchFormProps = {
  /** Values to start from (the /search page passes the current search); the date starts empty ("Any date"). */
  initial?: Partial<TSearchBoxValues>;
  /** On the hero's photo the labels are white. */
  tone?: 'onImage' | 'plain';
};

type SearchFieldProps = {
  label: ReactNode;
  /** The control, given the id its label points at. */
  children: (controlId: string) => ReactNode;
};

/** A labelled field of the search box. */
function SearchField({ label, children }: SearchFieldProps) {
  return (
    <Field label={label} className="browse-search__field" labelClassName="browse-search__label">
      {children}
    </Field>
  );
}

/**
 * docs/product.md §2 "Search box": free text, a date that opens the native picker on click, and an event type
 * from the categories with a disabled placeholder. Submits to /search with the filled fields only. The date
 * starts empty ("Any date"), not today as the spec said: today silently hid every later event
 * (docs/decisions.md). Plain elements styled by src/styles/browse.css (docs/architecture.md §8).
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

  const onImage = tone === 'onImage';
  return (
    <form role="search" aria-label={t`Search events`} onSubmit={submit} className={onImage ? 'browse-search browse-search--on-image' : 'browse-search'}>
      <div className="browse-search__grid">
        <SearchField label={t`What are you looking for?`}>
          {(id) => (
            <Input
              id={id}
              type="search"
              className="browse-search__control"
              value={values.search}
              placeholder={t`Concerts, festivals, workshops…`}
              maxLength={200}
              onChange={(event) => update('search', event.target.value)}
            />
          )}
        </SearchField>
        <SearchField label={t`Date`}>
          {(id) => <DateInput id={id} className="browse-search__control" value={values.date} onChange={(text) => update('date', text)} />}
        </SearchField>
        <SearchField label={t`Event type`}>
          {(id) => (
            <NativeSelect
              id={id}
              className="browse-search__control"
              value={values.categoryId}
              onChange={(event) => update('categoryId', event.target.value)}
              indicator={<Glyph path={CHEVRON_DOWN_PATH} className="browse-select__chevron" />}
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
            </NativeSelect>
          )}
        </SearchField>
        <Button type="submit" palette={onImage ? 'sand' : 'brand'} className="browse-search__submit">
          <Glyph path={SEARCH_PATH} />
          {t`Search`}
        </Button>
      </div>
    </form>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useRef, useState, type ReactNode } from 'react';
import { Glyph } from '../../../components/glyph.plain';
import { FILTER_PATH } from '../../../components/icon-paths.plain';
import { Badge, Button } from '../../../components/plain/kit.plain';
import { categoryTreeQueryOptions } from '../../../lib/categories';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import { lazyWithChakra } from '../../../theme/lazy-chakra.plain';
import { compactFilterSearch, countDialogFilters, DEFAULT_SORT, toEventListFilters, toggleCategory, type TEventFilterSearch } from '../api/event-filters';
import { eventListInfiniteQueryOptions } from '../api/events.queries';
import { indexCategories } from '../lib/category-tree';
import { CategoryChips } from './category-chips.plain';
import { EventsSection } from './events-section.plain';
import type { TDialogFilters } from './filter-dialog';
import { SelectedCategoryChips } from './selected-category-chips.plain';
import { SortSelect } from './sort-select.plain';

// The dialog (and its focus-trap machinery) loads on the first click on Filter.
const FilterDialog = lazyWithChakra(() => import('./filter-dialog').then((m) => m.FilterDialog));

type EventsBrowserProps = {
  /** The filters in the URL. */
  search: TEventFilterSearch;
  /** Writes new filters to the URL (unset fields already dropped). */
  onSearchChange: (search: TEventFilterSearch) => void;
  title?: ReactNode;
};

/**
 * The events block of the home view: sort, Filter dialog, category chips, grid and Load more. The toolbar is plain
 * elements styled by src/styles/browse.css (docs/architecture.md §8).
 */
export function EventsBrowser({ search, onSearchChange, title }: EventsBrowserProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const categoriesQuery = useQuery(categoryTreeQueryOptions());
  const [dialogOpen, setDialogOpen] = useState(false);
  const [dialogRequested, setDialogRequested] = useState(false);
  const filterButtonRef = useRef<HTMLButtonElement>(null);

  const filters = toEventListFilters(search);
  const selectedIds = search.category_ids ?? [];
  const categoryIndex = indexCategories(categoriesQuery.data);
  const selectedCategories = selectedIds.flatMap((id) => categoryIndex.get(id) ?? []);
  const locale = useAppLocale();
  const dialogFilterCount = countDialogFilters(search);

  /** docs/product.md §4: any filter change starts the list again at page 1. */
  function apply(next: TEventFilterSearch) {
    const compact = compactFilterSearch(next);
    const { queryKey } = eventListInfiniteQueryOptions(toEventListFilters(compact));
    queryClient.setQueryData(queryKey, (data) =>
      data && data.pages.length > 1 ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    onSearchChange(compact);
  }

  function applyDialog(values: TDialogFilters) {
    setDialogOpen(false);
    apply({ ...search, ...values });
  }

  function openDialog() {
    setDialogRequested(true);
    setDialogOpen(true);
  }

  const toolbar = (
    <div className="browse-toolbar">
      <div className="browse-toolbar__row">
        <Button variant="outline" size="sm" ref={filterButtonRef} className="browse-toolbar__filter" onClick={openDialog} aria-haspopup="dialog">
          <Glyph path={FILTER_PATH} />
          {t`Filter`}
          {dialogFilterCount > 0 ? (
            <Badge variant="solid" className="browse-toolbar__count">
              {formatCount(dialogFilterCount, locale)}
            </Badge>
          ) : null}
        </Button>
        <SortSelect value={search.sort ?? DEFAULT_SORT} onChange={(sort) => apply({ ...search, sort })} />
      </div>
      {categoriesQuery.data && categoriesQuery.data.length > 0 ? (
        <CategoryChips
          categories={categoriesQuery.data}
          selected={selectedIds}
          onToggle={(id) => apply({ ...search, category_ids: toggleCategory(search.category_ids, id) })}
        />
      ) : null}
      <SelectedCategoryChips
        categories={selectedCategories}
        onRemove={(id) => apply({ ...search, category_ids: selectedIds.filter((selected) => selected !== id) })}
        onClearAll={() => apply({ ...search, category_ids: [] })}
      />
    </div>
  );

  const hasFilters = dialogFilterCount > 0 || selectedIds.length > 0;
  return (
    <>
      <EventsSection
        filters={filters}
        title={title}
        toolbar={toolbar}
        emptyAction={
          hasFilters ? (
            <Button variant="outline" onClick={() => apply({ sort: search.sort })}>
              {t`Clear filters`}
            </Button>
          ) : null
        }
      />
      {dialogRequested ? (
        <Suspense fallback={null}>
          <FilterDialog open={dialogOpen} onOpenChange={setDialogOpen} value={search} onApply={applyDialog} finalFocusEl={() => filterButtonRef.current} />
        </Suspense>
      ) : null}
    </>
  );
}

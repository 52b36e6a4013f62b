import { Stack } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TPagination } from '../../../contract/common';
import { EmptyState } from '../empty-state.plain';
import { ListSkeleton, LoadFailure } from './load-failure';
import { Pager } from './pager';

type PagedRecordsProps<TData extends { pagination: TPagination }> = {
  query: UseQueryResult<TData>;
  /** Names the skeleton for screen readers. */
  loadingLabel: string;
  /** docs/product.md §8: "Failed to fetch bookings" and the like. */
  failureTitle: ReactNode;
  isEmpty: (data: TData) => boolean;
  emptyIcon: ReactNode;
  emptyTitle: ReactNode;
  /** Under the empty state's title: a way out (clear the search) or a hint. */
  emptyAction?: ReactNode;
  /** The empty state's title is one level under the heading above the list (axe "heading-order"): h2 under a page's h1. */
  emptyHeadingAs?: 'h2' | 'h3';
  onPageChange: (page: number) => void;
  /** The page's records: a RecordList (record-list.tsx). */
  children: (data: TData) => ReactNode;
};

/** One page of a list's or a tab's records: loading, its own failure, empty, or the records with the pager under them. */
export function PagedRecords<TData extends { pagination: TPagination }>({
  query,
  loadingLabel,
  failureTitle,
  isEmpty,
  emptyIcon,
  emptyTitle,
  emptyAction,
  emptyHeadingAs = 'h2',
  onPageChange,
  children,
}: PagedRecordsProps<TData>) {
  if (query.isPending) return <ListSkeleton label={loadingLabel} />;
  if (query.isError) {
    return <LoadFailure title={failureTitle} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  if (isEmpty(query.data)) {
    return (
      <EmptyState framed headingAs={emptyHeadingAs} icon={emptyIcon} title={emptyTitle}>
        {emptyAction}
      </EmptyState>
    );
  }
  return (
    <Stack gap="4" aria-busy={query.isPlaceholderData}>
      {children(query.data)}
      <Pager pagination={query.data.pagination} busy={query.isPlaceholderData} onPageChange={onPageChange} />
    </Stack>
  );
}

import { Skeleton, Stack } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TPagination } from '../../../../contract/common';
import { LoadFailure } from '../../../components/dashboard/load-failure';
import { Pager } from '../../../components/dashboard/pager';
import { EmptyState } from '../../../components/empty-state.plain';

type PagedTabProps<TData extends { pagination: TPagination }> = {
  query: UseQueryResult<TData>;
  /** Names the skeleton for screen readers. */
  loadingLabel: string;
  /** docs/product.md §8: "Failed to fetch bookings" and the like. */
  failureTitle: ReactNode;
  isEmpty: (data: TData) => boolean;
  emptyIcon: ReactNode;
  emptyTitle: ReactNode;
  onPageChange: (page: number) => void;
  /** The rows, as a table and as phone cards. */
  children: (data: TData) => ReactNode;
};

/** One tab of a user's page: loading, its own failure, empty, or a page of rows with the pager. */
export function PagedTab<TData extends { pagination: TPagination }>({
  query,
  loadingLabel,
  failureTitle,
  isEmpty,
  emptyIcon,
  emptyTitle,
  onPageChange,
  children,
}: PagedTabProps<TData>) {
  if (query.isPending) {
    return (
      <Stack gap="3" role="status" aria-busy="true" aria-label={loadingLabel}>
        <Skeleton h="14" rounded="lg" />
        <Skeleton h="14" rounded="lg" />
        <Skeleton h="14" rounded="lg" />
      </Stack>
    );
  }
  if (query.isError) {
    return <LoadFailure title={failureTitle} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  // The tabs sit right under the page's h1: the empty state's title is the next level, h2 (axe "heading-order").
  if (isEmpty(query.data)) return <EmptyState framed headingAs="h2" icon={emptyIcon} title={emptyTitle} />;
  return (
    <Stack gap="4" aria-busy={query.isPlaceholderData}>
      {children(query.data)}
      <Pager pagination={query.data.pagination} busy={query.isPlaceholderData} onPageChange={onPageChange} />
    </Stack>
  );
}

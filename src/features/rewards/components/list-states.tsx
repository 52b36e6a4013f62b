import { Button, Center, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state.plain';
import { AlertIcon, WifiOffIcon } from '../../../components/icons';

/** Skeleton rows while a list loads. */
export function ListPending({ rows = 3, height = '16' }: { rows?: number; height?: string }) {
  return (
    <Stack gap="3" role="status" aria-busy="true">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} h={height} rounded="lg" />
      ))}
    </Stack>
  );
}

/** A list that could not load: its own failure text, and Try again (or a wait for the network). */
export function ListError({ title, offline, retrying, onRetry }: { title: ReactNode; offline: boolean; retrying: boolean; onRetry: () => void }) {
  if (offline) {
    return (
      <EmptyState icon={<WifiOffIcon boxSize="8" color="fg.muted" />} title={title}>
        <Text color="fg.muted">
          <Trans>You are offline. This shows again when you are back online.</Trans>
        </Text>
      </EmptyState>
    );
  }
  return (
    <EmptyState icon={<AlertIcon boxSize="8" color="fg.error" />} title={title}>
      <Button loading={retrying} onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </EmptyState>
  );
}

export function LoadMore({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <Center>
      <Button variant="outline" loading={loading} onClick={onClick}>
        <Trans>Load more</Trans>
      </Button>
    </Center>
  );
}

type PagedListProps<TPage, TRow> = {
  query: UseInfiniteQueryResult<InfiniteData<TPage>>;
  /** The rows of one page of the answer. */
  rowsOf: (page: TPage) => readonly TRow[];
  online: boolean;
  /** Skeleton rows while the first page loads. */
  pendingRows: number;
  errorTitle: ReactNode;
  /** What an empty list says. */
  empty: ReactNode;
  /** One `<li>` a row, with its key. */
  renderRow: (row: TRow) => ReactNode;
};

/** A list loaded page by page (coins history, redemptions): loading, failed, empty, or the rows and Load more. */
export function PagedList<TPage, TRow>({ query, rowsOf, online, pendingRows, errorTitle, empty, renderRow }: PagedListProps<TPage, TRow>) {
  // Offline, a first load waits (paused) for the network: say so instead of spinning.
  if (query.isPending && query.fetchStatus !== 'paused') return <ListPending rows={pendingRows} />;
  if (query.isPending || query.isError) {
    return <ListError title={errorTitle} offline={!online} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  }
  const rows = query.data.pages.flatMap(rowsOf);
  if (rows.length === 0) return empty;
  return (
    <Stack gap="4">
      <Stack as="ol" listStyleType="none" gap="px" bg="border.muted" rounded="xl" overflow="hidden" borderWidth="1px" borderColor="border.muted">
        {rows.map(renderRow)}
      </Stack>
      {query.hasNextPage ? <LoadMore loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()} /> : null}
    </Stack>
  );
}

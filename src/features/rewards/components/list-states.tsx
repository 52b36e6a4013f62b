import { Button, Center, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/empty-state';
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
      <Button colorPalette="brand" loading={retrying} onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </EmptyState>
  );
}

export function LoadMore({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  return (
    <Center>
      <Button variant="outline" colorPalette="brand" loading={loading} onClick={onClick}>
        <Trans>Load more</Trans>
      </Button>
    </Center>
  );
}

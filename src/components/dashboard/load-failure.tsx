import { Button, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { EmptyState } from '../empty-state.plain';
import { AlertIcon } from '../icons';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/screen-error-messages';

type LoadFailureProps = {
  title: ReactNode;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
};

/** What a dashboard screen shows when its record did not load; a 404 offers no retry. */
export function LoadFailure({ title, error, retrying, onRetry }: LoadFailureProps) {
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <EmptyState icon={<AlertIcon boxSize="8" color="fg.error" />} title={title}>
      <Text color="fg.muted" role="alert">
        {errorMessage(error)}
      </Text>
      {notFound ? null : (
        <Button loading={retrying} onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </EmptyState>
  );
}

/** A form's shape while its record loads. */
export function FormSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="4" role="status" aria-busy="true" aria-label={label}>
      <Skeleton h="64" rounded="xl" />
      <Skeleton h="32" rounded="xl" />
      <Skeleton h="40" rounded="xl" />
    </Stack>
  );
}

/** A list's shape while its first page loads. */
export function ListSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="3" role="status" aria-busy="true" aria-label={label}>
      <Skeleton h="14" rounded="lg" />
      <Skeleton h="14" rounded="lg" />
      <Skeleton h="14" rounded="lg" />
    </Stack>
  );
}

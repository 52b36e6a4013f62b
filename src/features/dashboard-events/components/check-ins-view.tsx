import { Badge, Button, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '../../../components/empty-state.plain';
import { AlertIcon } from '../../../components/icons';
import { TitledSection } from '../../../components/titled-section';
import { ApiError } from '../../../lib/api-client';
import { formatTime } from '../../../lib/dates';
import { errorMessage } from '../../../lib/screen-error-messages';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import { checkInsQueryOptions } from '../api/dashboard-events.queries';
import { CheckInsProgress } from './check-ins-progress';
import { ConflictsList } from './conflicts-list';
import { DevicesTable } from './devices-table';

type CheckInsViewProps = {
  eventId: number;
};

/** The Check-ins tab: door progress, each scanner's counts, and the conflicts to review. */
export function CheckInsView({ eventId }: CheckInsViewProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const query = useQuery(checkInsQueryOptions(eventId));

  if (query.isPending) return <CheckInsSkeleton label={t`Loading check-ins`} />;
  if (!query.data) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <EmptyState icon={<AlertIcon boxSize="8" color="fg.error" />} title={<Trans>Failed to fetch check-ins</Trans>}>
        <Text color="fg.muted" role="alert">
          {notFound ? <Trans>This event could not be found.</Trans> : errorMessage(query.error)}
        </Text>
        {notFound ? null : (
          <Button loading={query.isFetching} onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        )}
      </EmptyState>
    );
  }

  const { checked_in, sold, devices, conflicts } = query.data;
  const updatedAt = formatTime(new Date(query.dataUpdatedAt), locale);
  return (
    <Stack gap={{ base: '6', md: '8' }}>
      {query.isError ? (
        // A refresh failed: the last answer stays on screen, marked as such, and the next refresh retries.
        <HStack role="status" gap="2" bg="orange.50" color="orange.800" borderWidth="1px" borderColor="orange.200" rounded="lg" px="3" py="2" fontSize="sm">
          <AlertIcon flexShrink="0" />
          <Text>
            <Trans>Could not refresh. Showing the counts from {updatedAt}.</Trans>
          </Text>
        </HStack>
      ) : null}
      <CheckInsProgress checkedIn={checked_in} sold={sold} refreshing={query.isFetching} />
      <TitledSection title={<Trans>Devices</Trans>}>
        <DevicesTable devices={devices} />
      </TitledSection>
      <TitledSection
        title={<Trans>Conflicts to review</Trans>}
        titleAside={
          conflicts.length > 0 ? (
            <Badge colorPalette="red" variant="solid" rounded="full">
              {formatCount(conflicts.length, locale)}
            </Badge>
          ) : null
        }
        description={<Trans>Scans a device accepted offline that the server then refused: used at another door, or cancelled meanwhile.</Trans>}
      >
        <ConflictsList conflicts={conflicts} />
      </TitledSection>
    </Stack>
  );
}

function CheckInsSkeleton({ label }: { label: string }) {
  return (
    <Stack gap={{ base: '6', md: '8' }} role="status" aria-busy="true" aria-label={label}>
      <Skeleton h="32" rounded="xl" />
      <Stack gap="3">
        <Skeleton h="6" w="32" />
        <Skeleton h="40" rounded="xl" />
      </Stack>
      <Stack gap="3">
        <Skeleton h="6" w="48" />
        <Skeleton h="40" rounded="xl" />
      </Stack>
    </Stack>
  );
}

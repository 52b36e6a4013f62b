import { Box, Grid, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import type { TScannerStatus } from '../core/scanner-session';
import { useNow } from '../hooks/use-now';
import { formatLastSync } from '../scanner-format';
import { memo } from 'react';
import { shortDeviceId } from '../../../lib/device-label';

const THREE_COLUMNS = 'repeat(3, minmax(0, 1fr))';

type ScannerStatusBarProps = {
  status: TScannerStatus;
};

function Stat({ label, children, testId, value }: { label: ReactNode; children: ReactNode; testId: string; value?: number }) {
  return (
    <Stack gap="0" minW="0" data-testid={testId} data-value={value}>
      <Text fontSize="2xs" textTransform="uppercase" letterSpacing="wide" color="fg.muted" lineHeight="short">
        {label}
      </Text>
      <Text fontSize="sm" fontWeight="semibold" truncate>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * What the door needs to trust the device (docs/architecture.md §6): online or not, what still waits
 * to upload, when it last synced, check-in progress and this device's pace.
 */
function ScannerStatusBarView({ status }: ScannerStatusBarProps) {
  const { t } = useLingui();
  const locale = useAppLocale();
  const now = useNow(15_000);
  const online = status.mode === 'online';
  const checkedIn = formatCount(status.checkedIn, locale);
  const sold = formatCount(status.sold, locale);
  const perMinute = Math.round(status.scansPerMinute);
  // The name the event dashboard's per-device table gives this phone.
  const deviceLabel = status.deviceId === null ? null : shortDeviceId(status.deviceId);
  const lastSync = status.lastSyncAt === null ? null : formatLastSync(status.lastSyncAt, now, locale);

  return (
    <Stack gap="2" bg="white" borderTopWidth="1px" borderColor="border.muted" px={{ base: '3', sm: '4' }} py="2.5" role="status" aria-label={t`Scanner status`}>
      <HStack gap="2" justify="space-between" wrap="wrap">
        <HStack gap="2" data-testid="scanner-mode" data-mode={status.mode}>
          <Box boxSize="2.5" rounded="full" bg={online ? 'green.500' : 'orange.500'} flexShrink="0" aria-hidden="true" />
          <Text fontWeight="semibold" fontSize="sm">
            {online ? <Trans>Online</Trans> : <Trans>Offline</Trans>}
          </Text>
          {status.syncing ? (
            <HStack gap="1" color="fg.muted" fontSize="xs">
              <Spinner size="xs" />
              <Text>
                <Trans>Syncing…</Trans>
              </Text>
            </HStack>
          ) : null}
        </HStack>
        <Text fontSize="xs" color="fg.muted" data-testid="scanner-last-sync">
          {lastSync === null ? <Trans>Not synced yet</Trans> : <Trans>Last sync: {lastSync}</Trans>}
        </Text>
      </HStack>
      {deviceLabel ? (
        <Text fontSize="2xs" color="fg.muted" data-testid="scanner-device">
          <Trans>
            This phone: <bdi>{deviceLabel}</bdi>
          </Trans>
        </Text>
      ) : null}
      <Grid templateColumns={THREE_COLUMNS} gap="2">
        <Stat label={<Trans>Checked in</Trans>} testId="scanner-checked-in">
          <Trans>
            {checkedIn} / {sold}
          </Trans>
        </Stat>
        <Stat label={<Trans>Waiting to upload</Trans>} testId="scanner-queued" value={status.queued}>
          {formatCount(status.queued, locale)}
        </Stat>
        <Stat label={<Trans>Scans a minute here</Trans>} testId="scanner-rate">
          {formatCount(perMinute, locale)}
        </Stat>
      </Grid>
    </Stack>
  );
}

/** Memoised: a verdict re-renders the scanner page, and this part must not slow the verdict's frame. */
export const ScannerStatusBar = memo(ScannerStatusBarView);

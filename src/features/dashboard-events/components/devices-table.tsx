import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TCheckIns } from '../../../../contract/scans';
import { EmptyState } from '../../../components/empty-state.plain';
import { QrCodeIcon } from '../../../components/wallet-icons';
import { formatMonthDay, formatTime } from '../../../lib/dates';
import { formatCount } from '../../../lib/numbers';
import { useAppLocale } from '../../../lib/store';
import { shortDeviceId } from '../../../lib/device-label';
import { Cell, DataTable, HeaderCell, Row } from '../../../components/dashboard/data-table';

type DevicesTableProps = {
  devices: TCheckIns['devices'];
};

/** Per scanner (docs/architecture.md §6 "per device"): what it accepted, rejected, and when it last scanned. */
export function DevicesTable({ devices }: DevicesTableProps) {
  const { t } = useLingui();
  const locale = useAppLocale();

  if (devices.length === 0) {
    return (
      <EmptyState framed headingAs="h3" icon={<QrCodeIcon boxSize="6" />} title={<Trans>No scans yet</Trans>}>
        <Text color="fg.muted" fontSize="sm">
          <Trans>Each scanner appears here after its first scan reaches the server.</Trans>
        </Text>
      </EmptyState>
    );
  }

  // The busiest door first is not what an admin looks for; the one that scanned last is.
  const byLastScan = [...devices].sort((a, b) => b.last_scan_at.localeCompare(a.last_scan_at));

  return (
    <DataTable
      label={t`Devices`}
      minW="xs"
      head={
        <>
          <HeaderCell>
            <Trans>Device</Trans>
          </HeaderCell>
          <HeaderCell numeric>
            <Trans>Accepted</Trans>
          </HeaderCell>
          <HeaderCell numeric>
            <Trans>Rejected</Trans>
          </HeaderCell>
          <HeaderCell>
            <Trans>Last scan</Trans>
          </HeaderCell>
        </>
      }
    >
      {byLastScan.map((device) => (
        <Row key={device.device_id}>
          <Cell>
            <Text as="span" fontFamily="mono" whiteSpace="nowrap" title={device.device_id} dir="ltr">
              {shortDeviceId(device.device_id)}
            </Text>
          </Cell>
          <Cell numeric>{formatCount(device.accepted, locale)}</Cell>
          <Cell numeric>
            <Text as="span" color={device.rejected > 0 ? 'fg.error' : undefined}>
              {formatCount(device.rejected, locale)}
            </Text>
          </Cell>
          <Cell>
            {/* Day and time break between them, never inside, when a phone narrows the column. */}
            <time dateTime={device.last_scan_at}>
              <Text as="span" whiteSpace="nowrap">
                {formatMonthDay(device.last_scan_at, locale)}
              </Text>{' '}
              <Text as="span" whiteSpace="nowrap" color="fg.muted">
                {formatTime(device.last_scan_at, locale)}
              </Text>
            </time>
          </Cell>
        </Row>
      ))}
    </DataTable>
  );
}

import { Badge, Box, chakra, Grid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { TLocale } from '../../../../contract/common';
import type { TCheckIns } from '../../../../contract/scans';
import { EmptyState } from '../../../components/empty-state.plain';
import { CheckIcon } from '../../../components/icons';
import { formatMonthDayTime } from '../../../lib/dates';
import { SCAN_REASON_LABELS } from '../../../components/dashboard/scan-reasons';
import { useAppLocale } from '../../../lib/store';
import { shortDeviceId } from '../../../lib/device-label';
import { Cell, DataTable, HeaderCell, Row } from '../../../components/dashboard/data-table';

type TConflict = TCheckIns['conflicts'][number];

const LABEL_VALUE_COLUMNS = 'auto minmax(0, 1fr)';

type ConflictsListProps = {
  conflicts: TConflict[];
};

/**
 * Scans a device accepted offline that the server refused (docs/architecture.md §6): a ticket used on
 * two doors, or cancelled meanwhile. A table on desktop; stacked cards on a phone, where six columns
 * would not fit.
 */
export function ConflictsList({ conflicts }: ConflictsListProps) {
  const { t } = useLingui();

  if (conflicts.length === 0) {
    return (
      <EmptyState framed headingAs="h3" icon={<CheckIcon boxSize="6" />} title={<Trans>No conflicts</Trans>}>
        <Text color="fg.muted" fontSize="sm">
          <Trans>Every scan a device accepted offline was also accepted by the server.</Trans>
        </Text>
      </EmptyState>
    );
  }

  return (
    <>
      <Box hideBelow="md">
        <DataTable
          label={t`Conflicts`}
          minW="3xl"
          head={
            <>
              <HeaderCell>
                <Trans>Holder</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Ticket</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Reason</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Device</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Scanned at</Trans>
              </HeaderCell>
              <HeaderCell>
                <Trans>Received at</Trans>
              </HeaderCell>
            </>
          }
        >
          {conflicts.map((conflict) => (
            <ConflictRow key={conflict.scan_id} conflict={conflict} />
          ))}
        </DataTable>
      </Box>
      <Stack as="ul" gap="3" listStyleType="none" hideFrom="md" aria-label={t`Conflicts`}>
        {conflicts.map((conflict) => (
          <li key={conflict.scan_id}>
            <ConflictCard conflict={conflict} />
          </li>
        ))}
      </Stack>
    </>
  );
}

function ConflictRow({ conflict }: { conflict: TConflict }) {
  const locale = useAppLocale();
  return (
    <Row>
      <Cell>
        <HolderName conflict={conflict} />
      </Cell>
      <Cell>{conflict.ticket_name ? <bdi>{conflict.ticket_name}</bdi> : <Missing />}</Cell>
      <Cell>
        <ReasonBadge conflict={conflict} />
      </Cell>
      <Cell>
        <DeviceId deviceId={conflict.device_id} />
      </Cell>
      <Cell>
        <Moment at={conflict.scanned_at} locale={locale} />
      </Cell>
      <Cell>
        <Moment at={conflict.received_at} locale={locale} />
      </Cell>
    </Row>
  );
}

function ConflictCard({ conflict }: { conflict: TConflict }) {
  const locale = useAppLocale();
  return (
    <Stack as="article" gap="3" bg="white" rounded="xl" borderWidth="1px" borderColor="border.muted" p="4">
      <Stack gap="1">
        <Text fontWeight="semibold">
          <HolderName conflict={conflict} />
        </Text>
        {conflict.ticket_name ? (
          <Text fontSize="sm" color="fg.muted">
            <bdi>{conflict.ticket_name}</bdi>
          </Text>
        ) : null}
      </Stack>
      <Box>
        <ReasonBadge conflict={conflict} />
      </Box>
      <Grid as="dl" templateColumns={LABEL_VALUE_COLUMNS} columnGap="3" rowGap="1" fontSize="sm">
        <CardField label={<Trans>Device</Trans>}>
          <DeviceId deviceId={conflict.device_id} />
        </CardField>
        <CardField label={<Trans>Scanned at</Trans>}>
          <Moment at={conflict.scanned_at} locale={locale} />
        </CardField>
        <CardField label={<Trans>Received at</Trans>}>
          <Moment at={conflict.received_at} locale={locale} />
        </CardField>
      </Grid>
    </Stack>
  );
}

function CardField({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <chakra.dt color="fg.muted">{label}</chakra.dt>
      <chakra.dd>{children}</chakra.dd>
    </>
  );
}

/** A code the server could not tie to a booking (forged, foreign, unreadable) names nobody. */
function HolderName({ conflict }: { conflict: TConflict }) {
  if (conflict.holder_name) return <bdi>{conflict.holder_name}</bdi>;
  return (
    <Text as="span" color="fg.muted">
      {conflict.booking_id === null ? <Trans>Unknown ticket</Trans> : <Trans>No name</Trans>}
    </Text>
  );
}

function ReasonBadge({ conflict }: { conflict: TConflict }) {
  const { i18n } = useLingui();
  if (!conflict.reason) return <Missing />;
  return (
    <Badge colorPalette="red" variant="subtle" whiteSpace="normal" textAlign="start">
      {i18n._(SCAN_REASON_LABELS[conflict.reason])}
    </Badge>
  );
}

function DeviceId({ deviceId }: { deviceId: string }) {
  return (
    <Text as="span" fontFamily="mono" title={deviceId} dir="ltr">
      {shortDeviceId(deviceId)}
    </Text>
  );
}

function Moment({ at, locale }: { at: string; locale: TLocale }) {
  return (
    <Text as="span" whiteSpace="nowrap">
      <time dateTime={at}>{formatMonthDayTime(at, locale)}</time>
    </Text>
  );
}

/** A field the server did not have (a code that names no booking has no ticket). */
function Missing() {
  return (
    <Text as="span" color="fg.muted">
      <Trans>Not available</Trans>
    </Text>
  );
}

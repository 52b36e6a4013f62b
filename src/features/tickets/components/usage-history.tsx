import { Badge, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TTicketUsage } from '../../../../contract/bookings';
import { formatFullDateTime } from '../../../lib/dates';
import { useAppLocale } from '../../../lib/store';

/** Why the gate turned a scan down (the scanner's reason codes); unknown codes show only "Rejected". */
const REJECTION_REASONS: Record<string, MessageDescriptor> = {
  already_used: msg`Already used`,
  expired: msg`Ticket expired`,
  not_yet_valid: msg`Not valid yet`,
  wrong_event: msg`Ticket for another event`,
  revoked: msg`Ticket cancelled`,
  cancelled: msg`Ticket cancelled`,
  replaced: msg`Old code of a ticket sent on`,
  invalid_signature: msg`Invalid code`,
  malformed: msg`Invalid code`,
  untrusted_time: msg`Scan time not believed`,
};

type UsageHistoryProps = {
  /** null while loading or when offline (the history is not saved on the device). */
  usages: TTicketUsage[] | null;
  loading: boolean;
  failed: boolean;
};

/** docs/product.md §2: the ticket's usage history, accepted and rejected scans, times in Asia/Muscat. */
export function UsageHistory({ usages, loading, failed }: UsageHistoryProps) {
  const { i18n } = useLingui();
  const locale = useAppLocale();
  if (loading) return <Skeleton h="12" rounded="md" />;
  if (usages === null) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {failed ? <Trans>The usage history could not be loaded.</Trans> : <Trans>The usage history shows when you are online.</Trans>}
      </Text>
    );
  }
  if (usages.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        <Trans>Not scanned yet.</Trans>
      </Text>
    );
  }
  return (
    <Stack as="ol" gap="2" listStyleType="none" data-testid="usage-history">
      {usages.map((usage) => {
        const accepted = usage.decision === 'accepted';
        const reason = usage.reason ? REJECTION_REASONS[usage.reason] : undefined;
        const gate = usage.gate;
        return (
          <HStack as="li" key={usage.id} justify="space-between" align="flex-start" gap="3" p="3" rounded="md" bg="bg.subtle">
            <Stack gap="0.5" minW="0">
              <Text fontSize="sm" fontWeight="medium">
                {formatFullDateTime(usage.scanned_at, locale)}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {gate ? (
                  <Trans>
                    Gate: <bdi>{gate}</bdi>
                  </Trans>
                ) : (
                  <Trans>Gate not recorded</Trans>
                )}
                {!accepted && reason ? ` · ${i18n._(reason)}` : null}
              </Text>
            </Stack>
            <Badge colorPalette={accepted ? 'green' : 'red'} variant="subtle" flexShrink="0">
              {accepted ? <Trans>Accepted</Trans> : <Trans>Rejected</Trans>}
            </Badge>
          </HStack>
        );
      })}
    </Stack>
  );
}

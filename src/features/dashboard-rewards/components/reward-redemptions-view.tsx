import { Field, NativeSelect, Skeleton, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { REDEMPTION_STATUSES, type TRedemptionStatus } from '../../../../contract/rewards';
import { LoadFailure } from '../../../components/dashboard/load-failure';
import { Pager } from '../../../components/dashboard/pager';
import { REDEMPTION_STATUS_LABELS } from '../../../components/dashboard/redemption-status-badge';
import { EmptyState } from '../../../components/empty-state.plain';
import { GiftIcon } from '../../../components/wallet-icons';
import { rewardRedemptionsQueryOptions } from '../api/dashboard-rewards.queries';
import { RedemptionListItems } from './redemption-list-items';

type RewardRedemptionsViewProps = {
  rewardId: number;
  status: TRedemptionStatus | undefined;
  page: number;
  onStatusChange: (status: TRedemptionStatus | undefined) => void;
  onPageChange: (page: number) => void;
};

/** Who redeemed the reward, filtered by status, with Fulfil and Cancel on the pending ones (docs/product.md §4 redeeming). */
export function RewardRedemptionsView({ rewardId, status, page, onStatusChange, onPageChange }: RewardRedemptionsViewProps) {
  const { t, i18n } = useLingui();
  const query = useQuery(rewardRedemptionsQueryOptions(rewardId, { page, status }));

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <Stack gap="3" role="status" aria-busy="true" aria-label={t`Loading redemptions`}>
        <Skeleton h="14" rounded="lg" />
        <Skeleton h="14" rounded="lg" />
      </Stack>
    );
  } else if (query.isError) {
    content = (
      <LoadFailure title={<Trans>Failed to fetch redemptions</Trans>} error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />
    );
  } else if (query.data.redemptions.length === 0) {
    content = (
      // Under the reward's h1 and its tabs: the next level is h2 (axe "heading-order").
      <EmptyState
        framed
        headingAs="h2"
        icon={<GiftIcon boxSize="6" />}
        title={status ? <Trans>No redemptions with this status</Trans> : <Trans>No redemptions yet</Trans>}
      />
    );
  } else {
    content = (
      <Stack gap="4" aria-busy={query.isPlaceholderData}>
        <RedemptionListItems redemptions={query.data.redemptions} />
        <Pager pagination={query.data.pagination} busy={query.isPlaceholderData} onPageChange={onPageChange} />
      </Stack>
    );
  }

  return (
    <Stack gap="4">
      <Field.Root w={{ base: 'full', sm: '56' }}>
        <Field.Label>
          <Trans>Status</Trans>
        </Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            bg="white"
            value={status ?? ''}
            onChange={(event) => onStatusChange(REDEMPTION_STATUSES.find((value) => value === event.target.value))}
          >
            <option value="">{t`All statuses`}</option>
            {REDEMPTION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {i18n._(REDEMPTION_STATUS_LABELS[value])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {content}
    </Stack>
  );
}

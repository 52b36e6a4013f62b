import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { TRedemption } from '../../../../contract/rewards';
import { RecordList, type RecordColumn } from '../../../components/dashboard/record-list';
import { redemptionColumns } from '../../../components/dashboard/records/redemption-columns';
import { GiftIcon } from '../../../components/wallet-icons';
import { userRedemptionsQueryOptions } from '../api/dashboard-users.queries';
import { PagedRecords } from '../../../components/dashboard/paged-records';

type UserRedemptionsTabProps = {
  userId: number;
  page: number;
  onPageChange: (page: number) => void;
};

const c = redemptionColumns();
/** Which reward, not who: the user is the page's. */
const COLUMNS: RecordColumn<TRedemption>[] = [c.reward, c.code, c.cost, c.status, c.date];

/** The Rewards tab: what the user redeemed, each linked to its reward's redemptions to fulfil or cancel it. */
export function UserRedemptionsTab({ userId, page, onPageChange }: UserRedemptionsTabProps) {
  const { t } = useLingui();
  const query = useQuery(userRedemptionsQueryOptions(userId, page));
  return (
    <PagedRecords
      query={query}
      loadingLabel={t`Loading redemptions`}
      failureTitle={<Trans>Failed to fetch redemptions</Trans>}
      isEmpty={(data) => data.redemptions.length === 0}
      emptyIcon={<GiftIcon boxSize="6" />}
      emptyTitle={<Trans>No redemptions yet</Trans>}
      onPageChange={onPageChange}
    >
      {(data) => <RecordList label={t`Redemptions`} rows={data.redemptions} columns={COLUMNS} minW="2xl" cardsBelow="md" />}
    </PagedRecords>
  );
}

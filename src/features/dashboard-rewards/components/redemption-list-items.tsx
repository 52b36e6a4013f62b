import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { TAdminRedemption } from '../../../../contract/admin-people';
import { RecordList, type RecordColumn } from '../../../components/dashboard/record-list';
import { redemptionColumns } from '../../../components/dashboard/records/redemption-columns';
import { RedemptionActions } from './redemption-actions';

const c = redemptionColumns({ withTime: true });
/** Who redeemed, not which reward: the reward is the page's. */
const COLUMNS: RecordColumn<TAdminRedemption>[] = [
  c.holder,
  c.code,
  c.cost,
  c.status,
  c.date,
  { id: 'actions', header: msg`Actions`, card: 'actions', cell: (redemption) => <RedemptionActions redemption={redemption} /> },
];

/** A reward's redemptions as a table on desktop and as cards on a phone. */
export function RedemptionListItems({ redemptions }: { redemptions: TAdminRedemption[] }) {
  const { t } = useLingui();
  return <RecordList label={t`Redemptions`} rows={redemptions} columns={COLUMNS} minW="3xl" />;
}

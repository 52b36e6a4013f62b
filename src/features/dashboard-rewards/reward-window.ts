import type { TAdminReward } from '../../../contract/admin-people';

/**
 * Where a reward stands against its validity window right now (docs/product.md §3 Reward): `always`
 * without bounds, `upcoming` before valid_from, `ended` after valid_until, `open` in between. Whether it
 * is active is a separate switch.
 */
export type TRewardWindow = 'always' | 'upcoming' | 'open' | 'ended';

export function rewardWindow(reward: Pick<TAdminReward, 'valid_from' | 'valid_until'>, now: Date): TRewardWindow {
  const at = now.getTime();
  if (reward.valid_from && Date.parse(reward.valid_from) > at) return 'upcoming';
  if (reward.valid_until && Date.parse(reward.valid_until) < at) return 'ended';
  if (!reward.valid_from && !reward.valid_until) return 'always';
  return 'open';
}

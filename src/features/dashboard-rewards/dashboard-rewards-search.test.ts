import { describe, expect, it } from 'vitest';
import { REDEMPTION_STATUSES } from '../../../contract/rewards';
import { REDEMPTION_STATUS_FILTERS, dashboardRewardsSearchSchema, rewardEditSearchSchema } from './dashboard-rewards-search';

describe('rewards search params', () => {
  it('lists the same redemption statuses as the contract', () => {
    expect([...REDEMPTION_STATUS_FILTERS]).toEqual([...REDEMPTION_STATUSES]);
  });

  it('keeps a valid tab, status and page, and drops bad ones instead of failing the route', () => {
    expect(rewardEditSearchSchema.parse({ tab: 'redemptions', status: 'pending', page: '2' })).toEqual({ tab: 'redemptions', status: 'pending', page: 2 });
    expect(rewardEditSearchSchema.parse({ tab: 'audit', status: 'lost', page: '0' })).toEqual({ tab: undefined, status: undefined, page: undefined });
    expect(dashboardRewardsSearchSchema.parse({ search: '  coffee ', page: 'x' })).toEqual({ search: 'coffee', page: undefined });
  });
});

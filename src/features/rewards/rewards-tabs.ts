/** The sections of /rewards, kept in `?tab=` (docs/architecture.md §2 "State": tabs are search params). */
export const REWARDS_TABS = ['rewards', 'history', 'redemptions'] as const;
export type TRewardsTab = (typeof REWARDS_TABS)[number];

export function isRewardsTab(value: string): value is TRewardsTab {
  return REWARDS_TABS.some((tab) => tab === value);
}

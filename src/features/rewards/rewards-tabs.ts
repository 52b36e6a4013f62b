/** The sections of /rewards, kept in `?tab=` (docs/architecture.md §2 "State": tabs are search params). */
export const REWARDS_TABS = ['rewards', 'history', 'redemptions'] as const;
export type TRewardsTab = (typeof REWARDS_TABS)[number];

/** The tabs of /profile, kept in `?tab=` (docs/architecture.md §2 "State": tabs are search params). */
export const PROFILE_TABS = ['profile', 'security'] as const;
export type TProfileTab = (typeof PROFILE_TABS)[number];

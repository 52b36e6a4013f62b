import { userKeys } from './session';

/**
 * The root of every administrator query (docs/architecture.md §5): under `userKeys.all`, so signing out
 * drops them. A write that moves seats, coins or counts across screens (a cancellation, a redemption
 * cancelled) marks them all stale at once instead of naming each screen's keys.
 */
export const adminQueriesKey = () => [...userKeys.all, 'admin'] as const;

/**
 * The tabs of /dashboard/events/{id}, kept in `?tab=` (conventions "State": tabs are search params).
 * Tickets and Bookings (docs/product.md §2) join this list when they are built.
 */
export const EVENT_DASHBOARD_TABS = ['check-ins'] as const;
export type TEventDashboardTab = (typeof EVENT_DASHBOARD_TABS)[number];
export const DEFAULT_EVENT_DASHBOARD_TAB: TEventDashboardTab = 'check-ins';

/**
 * The tabs of /dashboard/events/{id} (docs/product.md §2), kept in `?tab=` (conventions "State": tabs
 * are search params).
 */
export const EVENT_DASHBOARD_TABS = ['tickets', 'bookings', 'check-ins'] as const;
export type TEventDashboardTab = (typeof EVENT_DASHBOARD_TABS)[number];
export const DEFAULT_EVENT_DASHBOARD_TAB: TEventDashboardTab = 'tickets';

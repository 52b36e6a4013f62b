import type { TBookingStatus } from '../../../contract/bookings';

/** The tabs of /my-tickets (docs/product.md §2), kept in `?tab=` (docs/architecture.md §2 "State": tabs are search params). */
export const MY_TICKETS_TABS = ['ready', 'used', 'expired'] as const;
export type TMyTicketsTab = (typeof MY_TICKETS_TABS)[number];

/** Ready to Use, Used and Expired are the bookings' active, completed and expired states (docs/product.md §4). */
export const TAB_STATUS: Record<TMyTicketsTab, TBookingStatus> = {
  ready: 'active',
  used: 'completed',
  expired: 'expired',
};

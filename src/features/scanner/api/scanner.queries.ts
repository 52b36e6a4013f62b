import { queryOptions } from '@tanstack/react-query';
import { userKeys } from '../../../lib/session';
import { fetchScanEvents } from './scanner.api';

/** Under `userKeys.all`: signing out drops the door lists with the rest of the user's data. */
export const scannerKeys = {
  all: () => [...userKeys.all, 'scanner'] as const,
  events: () => [...scannerKeys.all(), 'events'] as const,
  /** The event as saved on this device with its manifest (IndexedDB, not the network). */
  savedEvent: (eventId: number) => [...scannerKeys.all(), 'saved-event', eventId] as const,
};

/** Check-in counts move during doors open: refresh the list while it is on screen. */
const SCAN_EVENTS_REFRESH_MS = 30_000;

/** GET /api/admin/scan/events (docs/architecture.md §6). */
export function scanEventsQueryOptions() {
  return queryOptions({
    queryKey: scannerKeys.events(),
    queryFn: ({ signal }) => fetchScanEvents(signal),
    staleTime: 10_000,
    refetchInterval: SCAN_EVENTS_REFRESH_MS,
  });
}

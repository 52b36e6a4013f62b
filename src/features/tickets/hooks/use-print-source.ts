import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from '../../../lib/atoms';
import type { TBooking } from '../../../../contract/bookings';
import { ApiError, isNetworkFailure } from '../../../lib/api-client';
import { onlineAtom } from '../../../lib/store';
import { savedTicketsQueryOptions, ticketsSyncQueryOptions } from '../../../offline/tickets-sync';
import { myTicketQueryOptions } from '../api/tickets.queries';
import { orderTickets, type TOrderTickets } from '../ticket-print';

/** What a print page can show: its tickets, or why not. */
export type TPrintSource<T> =
  | { kind: 'loading' }
  /** `savedAt`: when the copy on this device it came from was saved; null when the server answered. */
  | { kind: 'ready'; data: T; savedAt: number | null }
  /** Not one of this user's tickets (or orders), or no such id. */
  | { kind: 'not-found' }
  /** Offline, and the copy on this device does not hold it. */
  | { kind: 'not-on-device' }
  | { kind: 'failed'; retry: () => void; retrying: boolean };

/**
 * The copy of the user's tickets on this device, read first (the route's loader warmed it), and the sync that
 * refreshes it whenever the page opens online, as the pass does (docs/architecture.md §6).
 */
function useSavedTickets(userId: number) {
  const online = useAtomValue(onlineAtom);
  const saved = useQuery(savedTicketsQueryOptions(userId));
  const sync = useQuery(ticketsSyncQueryOptions());
  return { online, saved, sync, syncing: online && sync.isFetching };
}

/**
 * One booking of the user for /my-tickets/{id}/print: from the copy on this device, so it prints with no network;
 * else from the server (a ticket booked moments ago, before the copy caught up), whose 404 means it is not theirs.
 */
export function usePrintTicket(bookingId: number | null, userId: number): TPrintSource<TBooking> {
  const { online, saved, syncing } = useSavedTickets(userId);
  const onDevice = bookingId === null ? undefined : saved.data?.bookings.find((booking) => booking.id === bookingId);
  const askServer = bookingId !== null && !saved.isPending && !onDevice && !syncing;
  const detail = useQuery({ ...myTicketQueryOptions(bookingId ?? 0, userId), enabled: askServer });

  if (bookingId === null) return { kind: 'not-found' };
  if (onDevice) return { kind: 'ready', data: onDevice, savedAt: saved.data?.savedAt ?? null };
  if (saved.isPending || syncing || detail.isPending) return { kind: 'loading' };
  if (detail.data) return { kind: 'ready', data: detail.data.booking, savedAt: detail.data.savedOfflineAt };
  if (detail.error instanceof ApiError && detail.error.status === 404) return { kind: 'not-found' };
  if (!online || isNetworkFailure(detail.error)) return { kind: 'not-on-device' };
  return { kind: 'failed', retry: () => void detail.refetch(), retrying: detail.isFetching };
}

/** Every ticket of one order (invoice) the user holds, for /my-tickets/print?invoice={id}, from the copy on this device. */
export function usePrintOrder(invoiceId: number | null, userId: number, now: number): TPrintSource<TOrderTickets> {
  const { online, saved, sync, syncing } = useSavedTickets(userId);
  if (invoiceId === null) return { kind: 'not-found' };
  // The first visit waits for the download; from then on the saved copy shows at once.
  if (saved.isPending || (saved.data == null && syncing)) return { kind: 'loading' };
  if (saved.data == null) {
    return online ? { kind: 'failed', retry: () => void sync.refetch(), retrying: sync.isFetching } : { kind: 'not-on-device' };
  }
  const order = orderTickets(saved.data.bookings, invoiceId, now);
  if (order.all.length > 0) return { kind: 'ready', data: order, savedAt: saved.data.savedAt };
  // An order booked moments ago reaches the copy with the sync under way; offline, the copy may be older than it.
  if (syncing) return { kind: 'loading' };
  return online ? { kind: 'not-found' } : { kind: 'not-on-device' };
}

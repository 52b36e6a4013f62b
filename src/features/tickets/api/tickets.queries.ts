import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import {
  MY_TICKETS_PAGE_SIZE,
  ZMyTicketResponseSchema,
  ZMyTicketsResponseSchema,
  type TBooking,
  type TBookingDetail,
  type TBookingStatus,
} from '../../../../contract/bookings';
import type { TPagination } from '../../../../contract/common';
import { ZTransferOfferResponseSchema, type TTransferOffer } from '../../../../contract/transfers';
import { apiGet, isNetworkFailure } from '../../../lib/api-client';
import { nextPageParam } from '../../../lib/pagination';
import { userKeys } from '../../../lib/session';
import { loadSavedTickets, statusNow } from '../../../offline/tickets-store';

/** Under `userKeys.all`: signing out drops every ticket list with the rest of the user's data. */
export const ticketKeys = {
  all: () => [...userKeys.all, 'tickets'] as const,
  list: (status: TBookingStatus) => [...ticketKeys.all(), 'list', status] as const,
  detail: (id: number) => [...ticketKeys.all(), 'detail', id] as const,
};

/** When the data came from the copy on this device instead of the network: when that copy was saved. */
type TOfflineMark = { savedOfflineAt: number | null };
export type TMyTicketsPage = { bookings: TBooking[]; pagination: TPagination } & TOfflineMark;
/** Offline, the usage history is unknown (null); the booking itself comes from the saved copy. */
export type TMyTicketResult = { booking: TBooking; usages: TBookingDetail['usages'] | null } & TOfflineMark;

/** GET /api/my-tickets?status=…, page by page; offline, the whole tab from the saved copy. */
export function myTicketsInfiniteQueryOptions(status: TBookingStatus, userId: number) {
  return infiniteQueryOptions({
    queryKey: ticketKeys.list(status),
    queryFn: async ({ pageParam, signal }): Promise<TMyTicketsPage> => {
      try {
        const { data } = await apiGet('my-tickets', ZMyTicketsResponseSchema, { status, page: pageParam, per_page: MY_TICKETS_PAGE_SIZE }, { signal });
        return { ...data, savedOfflineAt: null };
      } catch (error) {
        if (isNetworkFailure(error)) {
          const saved = await loadSavedTickets(userId);
          if (saved) {
            const now = Date.now();
            const bookings = saved.bookings.filter((booking) => statusNow(booking, now) === status);
            const pagination = { current_page: 1, per_page: Math.max(1, bookings.length), total: bookings.length, last_page: 1 };
            return { bookings, pagination, savedOfflineAt: saved.savedAt };
          }
        }
        throw error;
      }
    },
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    // The query function answers from the saved copy itself; never park it waiting for a network.
    networkMode: 'always',
  });
}

/** GET /api/my-tickets/{id}: the booking with its usage history (docs/product.md §2 "ticket detail dialog"). */
export function myTicketQueryOptions(id: number, userId: number) {
  return queryOptions({
    queryKey: ticketKeys.detail(id),
    queryFn: async ({ signal }): Promise<TMyTicketResult> => {
      try {
        const { booking } = (await apiGet(`my-tickets/${id}`, ZMyTicketResponseSchema, undefined, { signal })).data;
        const { usages, ...rest } = booking;
        return { booking: rest, usages, savedOfflineAt: null };
      } catch (error) {
        if (isNetworkFailure(error)) {
          const saved = await loadSavedTickets(userId);
          const booking = saved?.bookings.find((candidate) => candidate.id === id);
          if (saved && booking) return { booking, usages: null, savedOfflineAt: saved.savedAt };
        }
        throw error;
      }
    },
    networkMode: 'always',
  });
}

/** The ticket a link offers its addressee (docs/product.md §4 Sending a ticket), under the user's keys. */
export function transferOfferQueryOptions(token: string) {
  return queryOptions({
    queryKey: [...userKeys.all, 'transfer-offer', token] as const,
    queryFn: async ({ signal }): Promise<TTransferOffer> => (await apiGet(`transfers/${token}`, ZTransferOfferResponseSchema, undefined, { signal })).data,
    retry: false,
  });
}

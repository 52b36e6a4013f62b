import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ZAdminWaitlistResponseSchema } from '../../../../contract/waitlist';
import { apiGet } from '../../../lib/api-client';
import { dashboardEventKeys } from './dashboard-events.queries';

/*
 * A ticket type's waitlist for the administrator (docs/product.md §10 Waitlist): the line, "Offer now" to one entry
 * out of order, "Remove". Under the event's detail key: refreshing the event refreshes it, and an offer or a removal
 * refreshes the event (its ticket types' seats and waiting counts).
 */

/** The first page is the whole line in practice; a longer one is shown 100 at a time, with a pager. */
export const WAITLIST_PAGE_SIZE = 100;

export const waitlistAdminKeys = {
  ticket: (eventId: number, ticketId: number) => [...dashboardEventKeys.detail(eventId), 'waitlist', ticketId] as const,
  page: (eventId: number, ticketId: number, page: number) => [...waitlistAdminKeys.ticket(eventId, ticketId), page] as const,
};

/**
 * GET /api/admin/tickets/{id}/waitlist, one page: open entries first, in line order, then the closed ones newest
 * first. The page shown stays while the next one loads.
 */
export function ticketWaitlistQueryOptions(eventId: number, ticketId: number, page = 1) {
  return queryOptions({
    queryKey: waitlistAdminKeys.page(eventId, ticketId, page),
    queryFn: async ({ signal }) =>
      (await apiGet(`admin/tickets/${ticketId}/waitlist`, ZAdminWaitlistResponseSchema, { page, per_page: WAITLIST_PAGE_SIZE }, { signal })).data,
    placeholderData: keepPreviousData,
  });
}

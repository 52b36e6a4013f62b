import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TAdminTicket } from '../../../../contract/admin-catalogue';
import type { TAdminWaitlistEntry } from '../../../../contract/waitlist';
import { setServerTransport } from '../../../lib/api-client';
import { renderRoutedIn } from '../../../test/render';
import { WaitlistDialog } from './waitlist-dialog';

/*
 * A ticket type's waitlist in the dashboard (docs/product.md §10 Waitlist): a line longer than a page has a pager,
 * and a page a removal empties gives way to the one that is now last. The API answers through the client's
 * transport hook (lib/api-client.ts).
 */

const TICKET: TAdminTicket = {
  id: 7,
  event_id: 3,
  name: 'Balcony',
  name_ar: 'الشرفة',
  price: '4.500',
  total: 10,
  sold: 10,
  usage_limit: 1,
  valid_from: null,
  valid_until: null,
  sale_starts_at: null,
  sale_ends_at: null,
  coins_on_purchase: '0.00',
  coins_on_usage: '0.00',
  per_buyer_limit: null,
  waiting: 150,
  created_at: '2026-03-01T10:00:00+04:00',
};

function entry(position: number): TAdminWaitlistEntry {
  return {
    id: 1000 + position,
    ticket_id: TICKET.id,
    status: 'waiting',
    position,
    quantity: 1,
    invoice_id: null,
    offer_expires_at: null,
    created_at: '2026-03-02T10:00:00+04:00',
    user: { id: 500 + position, name: `Guest ${position}`, email: `guest${position}@example.om` },
    offered_at: null,
  };
}

/** A line of `total` entries, 100 a page, as GET /api/admin/tickets/{id}/waitlist answers; the pages asked for. */
function serveLine(total: () => number) {
  const asked: number[] = [];
  setServerTransport(async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://test');
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    if (method === 'DELETE') {
      const id = Number(url.pathname.split('/').at(-1));
      return Response.json({ success: true, data: { entry: { ...entry(id - 1000), status: 'left', position: null } } });
    }
    const page = Number(url.searchParams.get('page'));
    const perPage = Number(url.searchParams.get('per_page'));
    asked.push(page);
    const count = total();
    const first = (page - 1) * perPage + 1;
    const entries = Array.from({ length: Math.max(0, Math.min(perPage, count - first + 1)) }, (_, i) => entry(first + i));
    const pagination = { current_page: page, per_page: perPage, total: count, last_page: Math.max(1, Math.ceil(count / perPage)) };
    return Response.json({ success: true, data: { entries, waiting: count, free: 0, pagination } });
  });
  return asked;
}

afterEach(() => {
  setServerTransport((input, init) => fetch(input, init));
});

describe('the waitlist dialog', () => {
  it('shows a line longer than a page 100 at a time, with a pager', async () => {
    const asked = serveLine(() => 150);
    await renderRoutedIn('en', <WaitlistDialog eventId={3} ticket={TICKET} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByTestId('waitlist-entry')).toHaveLength(100));
    expect(within(dialog).getByText('Page 1 of 2')).toBeTruthy();
    expect(within(dialog).getByText('Guest 1')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(dialog).getAllByTestId('waitlist-entry')).toHaveLength(50));
    expect(within(dialog).getByText('Guest 101')).toBeTruthy();
    expect(within(dialog).getByText('Page 2 of 2')).toBeTruthy();
    expect(asked).toEqual([1, 2]);
  });

  it('goes back to the last page when the one shown has emptied', async () => {
    let total = 101;
    const asked = serveLine(() => total);
    await renderRoutedIn('en', <WaitlistDialog eventId={3} ticket={TICKET} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(dialog).getByText('Guest 101')).toBeTruthy());
    // The 101st entry is removed elsewhere; the next answer for page 2 is empty and says the line has one page.
    total = 100;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Guest 101 from the waitlist' }));
    // Page 1 again, asked anew (the removal made every page of the line stale): one page, so no pager.
    await waitFor(() => {
      expect(asked).toEqual([1, 2, 2, 1]);
      expect(within(dialog).getAllByTestId('waitlist-entry')).toHaveLength(100);
      expect(within(dialog).getByText('Guest 1')).toBeTruthy();
      expect(within(dialog).queryByRole('navigation', { name: 'Pages' })).toBeNull();
    });
  });

  it('speaks Arabic, pager included', async () => {
    serveLine(() => 150);
    await renderRoutedIn('ar', <WaitlistDialog eventId={3} ticket={TICKET} onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByTestId('waitlist-entry')).toHaveLength(100));
    expect(within(dialog).getByRole('navigation', { name: 'الصفحات' })).toBeTruthy();
    expect(within(dialog).getByText('الصفحة ١ من ٢')).toBeTruthy();
  });
});

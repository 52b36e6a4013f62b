import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TEvent, TEventTicket } from '../../../../contract/events';
import { renderRoutedIn } from '../../../test/render';
import { BookingPanel } from './booking-panel';

/*
 * The booking panel (docs/product.md §2 Event page and booking) for a guest: ticket type, quantity within what is
 * left and the buyer's limit, and the live subtotal, VAT and total, in English and in Arabic (Arabic-Indic digits).
 */

function ticket(overrides: Partial<TEventTicket>): TEventTicket {
  return {
    id: 1,
    name: 'Balcony',
    price: '4.500',
    usage_limit: 1,
    total: 100,
    sold: 0,
    available: 100,
    sold_out: false,
    per_buyer_limit: null,
    valid_from: null,
    valid_until: null,
    coins_on_purchase: '0.00',
    coins_on_usage: '0.00',
    ...overrides,
  };
}

function event(tickets: TEventTicket[]): TEvent {
  const start = new Date(Date.now() + 10 * 86_400_000);
  return {
    id: 7,
    name: 'Oud by the Sea',
    description: '',
    start_date: start.toISOString(),
    finish_date: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
    location: 'Muscat',
    poster_image_url: null,
    min_price: '4.500',
    tickets,
    categories: [],
    badges: [],
    created_at: new Date().toISOString(),
  };
}

/** Text as read, with the no-break spaces Intl puts between currency and amount as plain spaces. */
function text(node: Element | null): string {
  return (node?.textContent ?? '').replace(/\s/g, ' ');
}

describe('the booking panel', () => {
  it('chooses a type, steps the quantity up to the buyer limit, and prices it with VAT', async () => {
    const tickets = [
      ticket({ id: 1, name: 'Balcony', price: '4.500', per_buyer_limit: 3 }),
      ticket({ id: 2, name: 'Floor', price: '2.000', sold_out: true, available: 0 }),
    ];
    await renderRoutedIn('en', <BookingPanel event={event(tickets)} vatRate={5} />);
    const select = (await screen.findByLabelText('Ticket type')) as HTMLSelectElement;
    expect([...select.options].map((o) => text(o))).toEqual(['Select a ticket', 'Balcony — OMR 4.500', 'Floor — Booked Out']);
    expect(select.querySelector('option[value="2"]')?.hasAttribute('disabled')).toBe(true);
    fireEvent.change(select, { target: { value: '1' } });
    const more = screen.getByRole('button', { name: 'Increase quantity' });
    fireEvent.click(more);
    fireEvent.click(more);
    // At the buyer's limit of 3 the stepper stops.
    expect((more as HTMLButtonElement).disabled).toBe(true);
    expect(text(screen.getByTestId('booking-subtotal'))).toContain('OMR 13.500');
    expect(text(screen.getByTestId('booking-vat'))).toContain('OMR 0.675');
    expect(text(screen.getByTestId('booking-total'))).toContain('OMR 14.175');
  });

  it('says so when every type is booked out', async () => {
    await renderRoutedIn('en', <BookingPanel event={event([ticket({ sold_out: true, available: 0 })])} vatRate={5} />);
    expect((await screen.findByTestId('booking-closed')).textContent).toBe('All tickets are booked out.');
  });

  it('in Arabic: the one type on sale is chosen, amounts in Arabic-Indic digits, right to left', async () => {
    await renderRoutedIn('ar', <BookingPanel event={event([ticket({ name: 'الشرفة', price: '4.500' })])} vatRate={5} />);
    const total = await screen.findByTestId('booking-total');
    expect(document.documentElement.dir).toBe('rtl');
    expect(total.textContent).toMatch(/٤٫٧٢٥|٤,٧٢٥/);
    expect(total.textContent).not.toMatch(/[0-9]/);
    const quantity = within(screen.getByRole('group'));
    expect(quantity.getByRole('button', { name: 'زيادة الكمية' })).toBeTruthy();
  });
});

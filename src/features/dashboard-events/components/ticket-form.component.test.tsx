import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setServerTransport } from '../../../lib/api-client';
import { renderRoutedIn } from '../../../test/render';
import { TicketForm } from './ticket-form';

/*
 * The dashboard's ticket type form (docs/product.md §3 Ticket type): what it refuses before sending, what a
 * server refusal does to its fields, in English and Arabic. The API answers through the client's transport hook
 * (lib/api-client.ts), the one seam the app itself uses to answer without a socket.
 */

afterEach(() => {
  setServerTransport((input, init) => fetch(input, init));
});

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

describe('the ticket type form', () => {
  it('marks what is missing or wrong before anything is sent', async () => {
    const sent = vi.fn();
    setServerTransport(async (...args) => {
      sent(...args);
      return new Response('{}', { status: 500 });
    });
    await renderRoutedIn('en', <TicketForm eventId={3} eventTimes={null} />);
    fireEvent.change(await screen.findByLabelText('Price (OMR)'), { target: { value: '5.1234' } });
    fireEvent.change(field('Uses per ticket'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add ticket' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Enter an amount in OMR, e.g. 5.500')).toBeTruthy();
    expect(screen.getByText('Enter how many times a ticket admits, from 1 to 1000')).toBeTruthy();
    expect(field('Price (OMR)').getAttribute('aria-invalid')).toBe('true');
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends a valid ticket type, and puts the server’s field refusal under its field', async () => {
    const bodies: unknown[] = [];
    setServerTransport(async (input, init) => {
      bodies.push(JSON.parse(String(init?.body ?? (input instanceof Request ? await input.text() : 'null'))));
      return Response.json(
        {
          success: false,
          code: 'validation.failed',
          message: 'The given data was invalid.',
          errors: { total: ['Enter the number of tickets, from 0 to 1,000,000'] },
        },
        { status: 422 },
      );
    });
    await renderRoutedIn('en', <TicketForm eventId={3} eventTimes={null} />);
    fireEvent.change(await screen.findByLabelText('Name (English)'), { target: { value: 'Balcony' } });
    fireEvent.change(field('Price (OMR)'), { target: { value: '4.5' } });
    fireEvent.change(field('Tickets for sale'), { target: { value: '120' } });
    fireEvent.change(field('Uses per ticket'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add ticket' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ name: 'Balcony', price: '4.5', total: 120, usage_limit: 1 });
    expect(await screen.findByText('Enter the number of tickets, from 0 to 1,000,000')).toBeTruthy();
    expect(field('Tickets for sale').getAttribute('aria-invalid')).toBe('true');
  });

  it('speaks Arabic: labels and refusals translated, right to left', async () => {
    await renderRoutedIn('ar', <TicketForm eventId={3} eventTimes={null} />);
    const submit = await screen.findByRole('button', { name: 'إضافة تذكرة' });
    expect(document.documentElement.dir).toBe('rtl');
    fireEvent.click(submit);
    await waitFor(() => expect(document.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(0));
    // Every word on the form, its refusals included, is Arabic.
    expect(document.body.textContent ?? '').not.toMatch(/[A-Za-z]{3,}/);
    expect(document.body.textContent).toContain('الاسم مطلوب');
  });
});

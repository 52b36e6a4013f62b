import type { Locator, Page } from '@playwright/test';

/** One printed ticket of a print page, found by its booking number. */
export class PrintedTicket {
  readonly qr: Locator;
  readonly event: Locator;
  readonly when: Locator;
  readonly place: Locator;
  readonly ticketType: Locator;
  readonly holder: Locator;
  readonly bookingNumber: Locator;
  readonly poster: Locator;
  readonly state: Locator;

  constructor(readonly root: Locator) {
    this.qr = root.getByTestId('ticket-qr');
    this.event = root.getByTestId('print-event');
    this.when = root.getByTestId('print-when');
    this.place = root.getByTestId('print-place');
    this.ticketType = root.getByTestId('print-ticket-type');
    this.holder = root.getByTestId('print-holder');
    this.bookingNumber = root.getByTestId('print-booking-number');
    this.poster = root.getByTestId('print-poster');
    this.state = root.getByTestId('print-state');
  }
}

/** /my-tickets/{id}/print and /my-tickets/print?invoice={id}: a toolbar for the screen and a sheet of tickets. */
export class TicketPrintPage {
  readonly toolbar: Locator;
  readonly sheet: Locator;
  readonly tickets: Locator;
  readonly count: Locator;
  readonly notFound: Locator;

  constructor(readonly page: Page) {
    this.toolbar = page.getByTestId('print-toolbar');
    this.sheet = page.getByTestId('print-sheet');
    this.tickets = page.getByTestId('print-ticket');
    this.count = page.getByTestId('print-count');
    this.notFound = page.getByTestId('print-not-found');
  }

  async gotoTicket(bookingId: number): Promise<void> {
    await this.page.goto(`/my-tickets/${bookingId}/print`);
  }

  async gotoOrder(invoiceId: number): Promise<void> {
    await this.page.goto(`/my-tickets/print?invoice=${invoiceId}`);
  }

  ticket(bookingNumber: string): PrintedTicket {
    return new PrintedTicket(this.page.locator(`[data-testid="print-ticket"][data-booking-number="${bookingNumber}"]`));
  }

  printButton(name = 'Print'): Locator {
    return this.toolbar.getByRole('button', { name, exact: true });
  }

  backLink(name = 'Back to My Tickets'): Locator {
    return this.toolbar.getByRole('link', { name });
  }
}

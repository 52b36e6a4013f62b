import type { Locator, Page } from '@playwright/test';

/** The ticket dialog of My Tickets: booking number, QR code, usage history, and the links to print. */
export class TicketDialog {
  readonly root: Locator;
  readonly bookingNumber: Locator;
  readonly qr: Locator;
  readonly print: Locator;
  readonly printAll: Locator;

  constructor(page: Page) {
    this.root = page.getByRole('dialog');
    this.bookingNumber = this.root.getByTestId('ticket-dialog-number');
    this.qr = this.root.getByTestId('ticket-qr');
    this.print = this.root.getByRole('link', { name: 'Print', exact: true });
    this.printAll = this.root.getByRole('link', { name: 'Print all tickets of this order' });
  }

  async close(): Promise<void> {
    await this.root.getByRole('button', { name: 'Close' }).click();
  }
}

/** /my-tickets: the cards of the current tab, each opening the ticket dialog. */
export class MyTicketsPage {
  readonly cards: Locator;
  readonly offlineNotice: Locator;
  readonly dialog: TicketDialog;

  constructor(readonly page: Page) {
    this.cards = page.getByTestId('ticket-card');
    this.offlineNotice = page.getByTestId('tickets-offline-notice');
    this.dialog = new TicketDialog(page);
  }

  async goto(): Promise<void> {
    await this.page.goto('/my-tickets');
  }

  /** The card of one booking, by its number. */
  card(bookingNumber: string): Locator {
    return this.page.locator(`[data-testid="ticket-card"][data-booking-number="${bookingNumber}"]`);
  }

  usage(card: Locator): Locator {
    return card.getByTestId('ticket-usage');
  }

  /** Opens the dialog of a card (the first one when none is given). */
  async showTicket(card: Locator = this.cards.first()): Promise<void> {
    await card.getByRole('button', { name: 'Show ticket' }).click();
  }
}

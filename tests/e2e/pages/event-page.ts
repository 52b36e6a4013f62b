import type { Locator, Page } from '@playwright/test';
import { waitForApp, waitForPart } from '../support/hydration';

/** The booking panel's words per language: the Arabic run drives the same panel in Arabic. */
export const BOOKING_TEXT = {
  en: {
    ticketType: 'Ticket type',
    increaseQuantity: 'Increase quantity',
    confirm: 'Confirm booking',
    logInToBook: 'Log in to book',
  },
  ar: {
    ticketType: 'نوع التذكرة',
    increaseQuantity: 'زيادة الكمية',
    confirm: 'تأكيد الحجز',
    logInToBook: 'سجّل الدخول للحجز',
  },
} as const;

export type TBookingText = (typeof BOOKING_TEXT)[keyof typeof BOOKING_TEXT];

/** The price rows shared by the live preview and the confirmation. */
class PriceRows {
  readonly subtotal: Locator;
  readonly vat: Locator;
  readonly total: Locator;

  constructor(scope: Locator) {
    this.subtotal = scope.getByTestId('booking-subtotal');
    this.vat = scope.getByTestId('booking-vat');
    this.total = scope.getByTestId('booking-total');
  }
}

/** What the panel shows after Confirm: invoice, totals, booking numbers, the way to My Tickets. */
export class BookingConfirmation extends PriceRows {
  readonly root: Locator;
  readonly invoiceNumber: Locator;
  readonly bookingNumbers: Locator;
  readonly viewMyTickets: Locator;

  constructor(panel: Locator) {
    const root = panel.getByTestId('booking-confirmation');
    super(root);
    this.root = root;
    this.invoiceNumber = root.getByTestId('booking-invoice-number');
    this.bookingNumbers = root.getByTestId('booking-number');
    this.viewMyTickets = root.getByRole('link', { name: 'View My Tickets' });
  }

  heading(name: string): Locator {
    return this.root.getByRole('heading', { name });
  }
}

/** The booking panel of /event/{id} (`#booking`): ticket type, quantity, price preview, Confirm. */
export class BookingPanel extends PriceRows {
  readonly root: Locator;
  readonly quantity: Locator;
  readonly confirmation: BookingConfirmation;

  constructor(
    page: Page,
    readonly text: TBookingText = BOOKING_TEXT.en,
  ) {
    const root = page.locator('#booking');
    super(root);
    this.root = root;
    this.quantity = root.getByTestId('booking-quantity');
    this.confirmation = new BookingConfirmation(root);
  }

  heading(name: string): Locator {
    return this.root.getByRole('heading', { name });
  }

  /** The panel hydrates as it nears the screen (src/theme/lazy-chakra.tsx): scroll to it, wait until it is live. */
  async live(): Promise<void> {
    await waitForPart(this.root.page(), '#booking');
  }

  async selectTicket(ticketId: number): Promise<void> {
    await this.live();
    await this.root.getByLabel(this.text.ticketType).selectOption(String(ticketId));
  }

  async increaseQuantity(): Promise<void> {
    await this.live();
    await this.root.getByRole('button', { name: this.text.increaseQuantity }).click();
  }

  async confirm(): Promise<void> {
    await this.live();
    await this.root.getByRole('button', { name: this.text.confirm }).click();
  }

  async logInToBook(): Promise<void> {
    await this.live();
    await this.root.getByRole('button', { name: this.text.logInToBook }).click();
  }
}

/** /event/{id} as a buyer sees it: the page and its booking panel. */
export class EventBookingPage {
  readonly panel: BookingPanel;

  constructor(
    readonly page: Page,
    text: TBookingText = BOOKING_TEXT.en,
  ) {
    this.panel = new BookingPanel(page, text);
  }

  async goto(eventId: number): Promise<void> {
    await this.page.goto(`/event/${eventId}`);
    await waitForApp(this.page);
  }
}

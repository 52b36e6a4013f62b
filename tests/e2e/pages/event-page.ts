import type { Locator, Page } from '@playwright/test';
import { waitForApp, waitForPart } from '../support/hydration';

/** The booking panel's words per language: the Arabic run drives the same panel in Arabic. */
export const BOOKING_TEXT = {
  en: {
    ticketType: 'Ticket type',
    increaseQuantity: 'Increase quantity',
    /** A free selection: booked at once. */
    confirm: 'Confirm booking',
    /** A priced selection: the seats are held and the buyer goes on to the payment page (docs/product.md §10). */
    continueToPayment: 'Continue to payment',
    logInToBook: 'Log in to book',
    viewMyTickets: 'View My Tickets',
    openPass: 'Open pass',
  },
  ar: {
    ticketType: 'نوع التذكرة',
    increaseQuantity: 'زيادة الكمية',
    confirm: 'تأكيد الحجز',
    continueToPayment: 'متابعة إلى الدفع',
    logInToBook: 'سجّل الدخول للحجز',
    viewMyTickets: 'عرض تذاكري',
    openPass: 'افتح البطاقة',
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

/**
 * The booking confirmation: invoice, totals, booking numbers, the way to My Tickets and the pass. The panel
 * shows it after a free booking; the checkout return page shows it once a payment is received.
 */
export class BookingConfirmation extends PriceRows {
  readonly root: Locator;
  readonly invoiceNumber: Locator;
  readonly bookingNumbers: Locator;
  readonly ticketCount: Locator;
  readonly viewMyTickets: Locator;
  readonly openPass: Locator;

  constructor(scope: Locator | Page, text: TBookingText = BOOKING_TEXT.en) {
    const root = scope.getByTestId('booking-confirmation');
    super(root);
    this.root = root;
    this.invoiceNumber = root.getByTestId('booking-invoice-number');
    this.bookingNumbers = root.getByTestId('booking-number');
    this.ticketCount = root.getByTestId('booking-ticket-count');
    this.viewMyTickets = root.getByRole('link', { name: text.viewMyTickets });
    this.openPass = root.getByRole('link', { name: text.openPass });
  }

  heading(name: string): Locator {
    return this.root.getByRole('heading', { name });
  }
}

/** The booking panel of /event/{id} (`#booking`): ticket type, quantity, price preview, Confirm or Continue to payment. */
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
    this.confirmation = new BookingConfirmation(root, text);
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

  /** Books a free selection at once. */
  async confirm(): Promise<void> {
    await this.live();
    await this.root.getByRole('button', { name: this.text.confirm }).click();
  }

  /** The button of a priced selection: holds the seats and leaves for the payment page (a full navigation). */
  continueButton(): Locator {
    return this.root.getByRole('button', { name: this.text.continueToPayment });
  }

  async continueToPayment(): Promise<void> {
    await this.live();
    await this.continueButton().click();
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

  /** `/event/{id}`, or with `prefix` the language's own address (`/ar/event/{id}`). */
  async goto(eventId: number, prefix: '' | '/en' | '/ar' = ''): Promise<void> {
    await this.page.goto(`${prefix}/event/${eventId}`);
    await waitForApp(this.page);
  }
}

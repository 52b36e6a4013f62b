import type { Locator, Page } from '@playwright/test';

/** /pass: the carousel of ready tickets, each with its QR code, and when the copy was saved. */
export class PassPage {
  readonly cards: Locator;
  readonly savedAt: Locator;
  readonly position: Locator;

  constructor(readonly page: Page) {
    this.cards = page.getByTestId('pass-card');
    this.savedAt = page.getByTestId('pass-saved-at');
    this.position = page.getByTestId('pass-position');
  }

  async goto(): Promise<void> {
    await this.page.goto('/pass');
  }

  /** The pass of one booking, by its number. */
  card(bookingNumber: string): Locator {
    return this.page.locator(`[data-testid="pass-card"][data-booking-number="${bookingNumber}"]`);
  }

  qr(bookingNumber: string): Locator {
    return this.card(bookingNumber).getByTestId('ticket-qr');
  }

  bookingNumber(bookingNumber: string): Locator {
    return this.card(bookingNumber).getByTestId('pass-booking-number');
  }

  /** Shown once the saved code's signature checked out on the device. */
  verified(bookingNumber: string): Locator {
    return this.card(bookingNumber).getByTestId('pass-verified');
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: 'Next pass' }).click();
  }
}

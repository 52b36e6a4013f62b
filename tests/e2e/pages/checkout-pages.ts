import { expect, type Locator, type Page } from '@playwright/test';
import { BOOKING_TEXT, BookingConfirmation } from './event-page';

/*
 * The checkout (docs/product.md §10): the test gateway's hosted page (/checkout/test/{session}), the app's
 * return and cancel pages (/checkout/return?invoice=, /checkout/cancel?invoice=), the "Waiting for payment"
 * list of My Tickets, and the fake Thawani's hosted page (server/test/fake-thawani.ts).
 */

/** The checkout's words per language. */
export const CHECKOUT_TEXT = {
  en: {
    banner: 'Test mode: no money moves',
    pay: 'Pay',
    decline: 'Decline',
    cancel: 'Cancel',
    confirming: 'Confirming your payment…',
    paymentReceived: 'Payment received',
    notReceived: 'Payment not received',
    paymentCancelled: 'Payment cancelled',
    orderCancelled: 'Order cancelled',
    tryAgain: 'Try again',
    cancelOrder: 'Cancel order',
    completePayment: 'Complete payment',
    waitingForPayment: 'Waiting for payment',
    /** The accessible names of a pending order's buttons in the My Tickets list. */
    completePaymentFor: (number: string) => `Complete payment for ${number}`,
    cancelOrderNumber: (number: string) => `Cancel order ${number}`,
    booking: BOOKING_TEXT.en,
  },
  ar: {
    banner: 'وضع الاختبار: لا تُحوَّل أي أموال',
    pay: 'ادفع',
    decline: 'ارفض الدفع',
    cancel: 'إلغاء',
    confirming: 'جارٍ تأكيد الدفع…',
    paymentReceived: 'تم استلام الدفع',
    notReceived: 'لم يُستلم الدفع',
    paymentCancelled: 'أُلغي الدفع',
    orderCancelled: 'أُلغي الطلب',
    tryAgain: 'حاول مرة أخرى',
    cancelOrder: 'إلغاء الطلب',
    completePayment: 'إتمام الدفع',
    waitingForPayment: 'بانتظار الدفع',
    completePaymentFor: (number: string) => `إتمام الدفع للطلب ${number}`,
    cancelOrderNumber: (number: string) => `إلغاء الطلب ${number}`,
    booking: BOOKING_TEXT.ar,
  },
} as const;

export type TCheckoutText = (typeof CHECKOUT_TEXT)[keyof typeof CHECKOUT_TEXT];

/** An amount as written, without the spaces and direction marks that differ between formatters ("OMR 6.900" → "OMR6.900"). */
export function bareAmount(text: string): string {
  return text.replace(/[\s\u00a0\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g, '');
}

/** The test gateway's hosted page: the banner, the order and amount, and Pay / Decline / Cancel. */
export class TestCheckoutPage {
  readonly banner: Locator;
  readonly amount: Locator;
  readonly heading: Locator;

  constructor(
    readonly page: Page,
    readonly text: TCheckoutText = CHECKOUT_TEXT.en,
  ) {
    this.banner = page.getByTestId('test-mode-banner');
    this.amount = page.getByTestId('test-checkout-amount');
    this.heading = page.getByRole('heading', { level: 1 });
  }

  /** Waits for the page after Continue to payment (or Complete payment): a full navigation away from the app. */
  async arrived(): Promise<void> {
    await expect(this.page).toHaveURL(/\/checkout\/test\/test_[A-Za-z0-9_-]+/, { timeout: 20_000 });
    await expect(this.banner).toHaveText(this.text.banner);
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  async pay(): Promise<void> {
    await this.button(this.text.pay).click();
  }

  async decline(): Promise<void> {
    await this.button(this.text.decline).click();
  }

  async cancel(): Promise<void> {
    await this.button(this.text.cancel).click();
  }
}

/** /checkout/return and /checkout/cancel: the order's phase, or the booking confirmation once paid. */
export class CheckoutReturnPage {
  /** Every phase but paid (`data-phase`: confirming, held, declined, cancelled, failed). */
  readonly status: Locator;
  readonly heading: Locator;
  readonly invoiceNumber: Locator;
  /** The paid order: the same confirmation as the booking panel's, with "Payment received". */
  readonly confirmation: BookingConfirmation;

  constructor(
    readonly page: Page,
    readonly text: TCheckoutText = CHECKOUT_TEXT.en,
  ) {
    this.status = page.getByTestId('checkout-status');
    this.heading = page.getByRole('heading', { level: 1 });
    this.invoiceNumber = page.getByTestId('checkout-invoice-number');
    this.confirmation = new BookingConfirmation(page, text.booking);
  }

  /** The return page of one order (the gateway's Pay and Decline come back here). */
  async expectReturnOf(invoiceId?: number): Promise<void> {
    await expect(this.page).toHaveURL(invoiceId === undefined ? /\/checkout\/return\?invoice=\d+$/ : new RegExp(`/checkout/return\\?invoice=${invoiceId}$`));
  }

  /** The cancel page (the gateway's Cancel comes back here). */
  async expectCancelOf(invoiceId?: number): Promise<void> {
    await expect(this.page).toHaveURL(invoiceId === undefined ? /\/checkout\/cancel\?invoice=\d+$/ : new RegExp(`/checkout/cancel\\?invoice=${invoiceId}$`));
  }

  /** The invoice id in the address. */
  invoiceId(): number {
    const id = Number(new URL(this.page.url()).searchParams.get('invoice'));
    if (!Number.isInteger(id) || id < 1) throw new Error(`no invoice in ${this.page.url()}`);
    return id;
  }

  /** "Payment received" with the booking confirmation (polled while the server confirms). */
  async expectPaid(): Promise<void> {
    await expect(this.confirmation.heading(this.text.paymentReceived)).toBeVisible({ timeout: 20_000 });
    await expect(this.status).toHaveCount(0);
  }

  async expectPhase(phase: 'confirming' | 'held' | 'declined' | 'cancelled' | 'failed', timeout = 20_000): Promise<void> {
    await expect(this.status).toHaveAttribute('data-phase', phase, { timeout });
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }
}

/** "Waiting for payment" above the My Tickets tabs: pending orders with a countdown, Complete payment and Cancel. */
export class PendingOrders {
  readonly root: Locator;
  readonly orders: Locator;

  constructor(
    readonly page: Page,
    readonly text: TCheckoutText = CHECKOUT_TEXT.en,
  ) {
    this.root = page.getByTestId('pending-orders');
    this.orders = this.root.getByTestId('pending-order');
  }

  order(invoiceNumber: string): Locator {
    return this.page.locator(`[data-testid="pending-order"][data-invoice-number="${invoiceNumber}"]`);
  }

  countdown(invoiceNumber: string): Locator {
    return this.order(invoiceNumber).getByTestId('hold-countdown');
  }

  completePayment(invoiceNumber: string): Locator {
    return this.order(invoiceNumber).getByRole('button', { name: this.text.completePaymentFor(invoiceNumber), exact: true });
  }

  cancel(invoiceNumber: string): Locator {
    return this.order(invoiceNumber).getByRole('button', { name: this.text.cancelOrderNumber(invoiceNumber), exact: true });
  }
}

/** The fake Thawani's hosted payment page (server/test/fake-thawani.ts): the amount, Pay and Cancel. */
export class FakeThawaniPage {
  readonly amount: Locator;

  constructor(readonly page: Page) {
    this.amount = page.locator('#amount');
  }

  async arrived(fakeOrigin: string): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`^${fakeOrigin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/pay/[^/?]+\\?key=`), { timeout: 20_000 });
    await expect(this.page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
  }

  async pay(): Promise<void> {
    await this.page.getByRole('button', { name: 'Pay', exact: true }).click();
  }

  async cancel(): Promise<void> {
    await this.page.getByRole('button', { name: 'Cancel', exact: true }).click();
  }
}

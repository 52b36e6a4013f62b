import type { TPaymentRedirect } from '../../contract/bookings';

/*
 * Sending the buyer to the gateway's hosted payment page (docs/product.md §10): a full navigation, as
 * the gateway's page is another site. Shared by the booking panel and the checkout screens.
 */

/**
 * The address to open for a payment redirect, resolved against this page's origin (the test checkout is served
 * by our own server at a path); null for anything but http(s): a `javascript:` or `data:` URL in an answer
 * would run in this page's origin.
 */
export function paymentUrl(redirectUrl: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(redirectUrl, origin);
  } catch {
    return null;
  }
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
}

/** Leaves the app for the payment page; false (and no navigation) when the address is not one to follow. */
export function goToPayment(payment: TPaymentRedirect): boolean {
  const href = paymentUrl(payment.redirect_url, window.location.origin);
  if (href === null) return false;
  window.location.assign(href);
  return true;
}

import { describe, expect, it } from 'vitest';
import { checkoutPhase, CONFIRM_WINDOW_MS, formatCountdown, holdLeftMs, isHoldOpen, POLL_GRACE_MS, POLL_INTERVAL_MS, pollInterval } from './checkout-state';

const NOW = Date.parse('2026-03-05T10:00:00Z');
const inMinutes = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const pending = (expiresInMinutes: number) => ({ status: 'pending' as const, expires_at: inMinutes(expiresInMinutes) });

describe('the checkout countdown', () => {
  it('shows minutes and seconds, rounded up, in the reader’s digits', () => {
    expect(formatCountdown(272_000, 'en')).toBe('04:32');
    expect(formatCountdown(271_001, 'en')).toBe('04:32');
    expect(formatCountdown(60 * 60_000 - 1000, 'en')).toBe('59:59');
    expect(formatCountdown(60 * 60_000, 'en')).toBe('1:00:00');
    expect(formatCountdown(120 * 60_000 - 1000, 'en')).toBe('1:59:59');
    expect(formatCountdown(999, 'en')).toBe('00:01');
    expect(formatCountdown(272_000, 'ar')).toBe('٠٤:٣٢');
  });

  it('never counts below zero', () => {
    expect(formatCountdown(-5_000, 'en')).toBe('00:00');
    expect(holdLeftMs({ expires_at: inMinutes(-1) }, NOW)).toBe(0);
    expect(holdLeftMs({ expires_at: null }, NOW)).toBe(0);
    expect(holdLeftMs({ expires_at: inMinutes(2) }, NOW)).toBe(120_000);
  });

  it('holds the seats only while a pending invoice has time left', () => {
    expect(isHoldOpen(pending(5), NOW)).toBe(true);
    expect(isHoldOpen(pending(-0.01), NOW)).toBe(false);
    expect(isHoldOpen({ status: 'paid', expires_at: inMinutes(5) }, NOW)).toBe(false);
  });
});

describe('polling the invoice after the gateway', () => {
  it('asks every two seconds while pending, until the hold ends plus the grace', () => {
    expect(pollInterval(undefined, NOW)).toBe(POLL_INTERVAL_MS);
    expect(pollInterval(pending(10), NOW)).toBe(POLL_INTERVAL_MS);
    expect(pollInterval(pending(0), NOW + POLL_GRACE_MS - 1)).toBe(POLL_INTERVAL_MS);
    expect(pollInterval(pending(0), NOW + POLL_GRACE_MS)).toBe(false);
  });

  it('stops once the invoice has settled either way', () => {
    for (const status of ['paid', 'expired', 'cancelled', 'refunded'] as const) expect(pollInterval({ status, expires_at: inMinutes(10) }, NOW)).toBe(false);
    expect(pollInterval({ status: 'pending', expires_at: null }, NOW)).toBe(false);
  });
});

describe('what the checkout pages show', () => {
  it('shows a paid invoice as paid on either page', () => {
    expect(checkoutPhase({ status: 'paid', expires_at: inMinutes(-30) }, 'return', NOW, NOW)).toBe('paid');
    expect(checkoutPhase({ status: 'paid', expires_at: null }, 'cancel', NOW, NOW)).toBe('paid');
  });

  it('confirms for a few seconds after the return, then says the payment was not received while the hold lasts', () => {
    expect(checkoutPhase(pending(10), 'return', NOW, NOW)).toBe('confirming');
    expect(checkoutPhase(pending(10), 'return', NOW + CONFIRM_WINDOW_MS - 1, NOW)).toBe('confirming');
    expect(checkoutPhase(pending(10), 'return', NOW + CONFIRM_WINDOW_MS, NOW)).toBe('declined');
  });

  it('keeps the seats on offer after a cancel on the gateway, until the buyer cancels the order', () => {
    expect(checkoutPhase(pending(10), 'cancel', NOW, NOW)).toBe('held');
    expect(checkoutPhase({ status: 'cancelled', expires_at: inMinutes(10) }, 'cancel', NOW, NOW)).toBe('cancelled');
  });

  it('shows a waitlist offer as seats held for the user, to pay or decline, until it runs out (docs/product.md §10 Waitlist)', () => {
    expect(checkoutPhase(pending(10), 'offer', NOW + CONFIRM_WINDOW_MS * 2, NOW)).toBe('offered');
    expect(checkoutPhase({ status: 'cancelled', expires_at: inMinutes(10) }, 'offer', NOW, NOW)).toBe('cancelled');
    expect(checkoutPhase(pending(-1), 'offer', NOW, NOW)).toBe('failed');
    expect(checkoutPhase({ status: 'paid', expires_at: inMinutes(10) }, 'offer', NOW, NOW)).toBe('paid');
  });

  it('offers only to book again once the order can no longer be paid', () => {
    for (const status of ['expired', 'cancelled', 'refunded'] as const)
      expect(checkoutPhase({ status, expires_at: inMinutes(10) }, 'return', NOW, NOW)).toBe('failed');
    expect(checkoutPhase(pending(-1), 'return', NOW, NOW)).toBe('failed');
    expect(checkoutPhase(pending(-1), 'cancel', NOW, NOW)).toBe('failed');
  });
});

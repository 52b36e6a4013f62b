import { describe, expect, it } from 'vitest';
import { paymentUrl } from './payment-redirect';

describe('the payment redirect', () => {
  it("follows the gateway's page and the test checkout served at a path of our own", () => {
    expect(paymentUrl('https://uatcheckout.thawani.om/pay/abc?key=1', 'https://tadhkira.om')).toBe('https://uatcheckout.thawani.om/pay/abc?key=1');
    expect(paymentUrl('/checkout/test/sess_1', 'https://tadhkira.om')).toBe('https://tadhkira.om/checkout/test/sess_1');
    expect(paymentUrl('http://localhost:3000/checkout/test/s', 'http://localhost:3000')).toBe('http://localhost:3000/checkout/test/s');
  });

  it('refuses an address that would run script or is not one', () => {
    expect(paymentUrl('javascript:alert(1)', 'https://tadhkira.om')).toBeNull();
    expect(paymentUrl('data:text/html,<script>1</script>', 'https://tadhkira.om')).toBeNull();
    expect(paymentUrl('http://[bad', 'https://tadhkira.om')).toBeNull();
  });
});

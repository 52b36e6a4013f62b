import { describe, expect, it } from 'vitest';
import { installOffer } from './install-offer';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0 Mobile/15E148 Safari/604.1';
const IPAD_AS_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0 Mobile Safari/537.36';

const base = { hasPrompt: false, maxTouchPoints: 5, standalone: false, dismissed: false };

describe('installOffer', () => {
  it("offers the browser's own prompt when it handed one over", () => {
    expect(installOffer({ ...base, hasPrompt: true, userAgent: ANDROID_CHROME })).toBe('prompt');
  });

  it('gives the Share → Add to Home Screen hint in Safari on iPhone and iPad', () => {
    expect(installOffer({ ...base, userAgent: IPHONE_SAFARI })).toBe('ios');
    expect(installOffer({ ...base, userAgent: IPAD_AS_MAC })).toBe('ios');
  });

  it('offers nothing where there is no way to install: other iOS browsers, a Mac, Chrome without a prompt', () => {
    expect(installOffer({ ...base, userAgent: IPHONE_CHROME })).toBeNull();
    expect(installOffer({ ...base, maxTouchPoints: 0, userAgent: IPAD_AS_MAC })).toBeNull();
    expect(installOffer({ ...base, userAgent: ANDROID_CHROME })).toBeNull();
  });

  it('stays quiet once installed or dismissed', () => {
    expect(installOffer({ ...base, hasPrompt: true, standalone: true, userAgent: ANDROID_CHROME })).toBeNull();
    expect(installOffer({ ...base, dismissed: true, userAgent: IPHONE_SAFARI })).toBeNull();
  });
});

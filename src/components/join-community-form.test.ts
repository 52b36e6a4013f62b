import { i18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client';
import { INTL_LOCALE } from '../lib/locale';
import { joinFailureMessage } from './join-community-form.plain';

async function activate(locale: 'en' | 'ar'): Promise<void> {
  const catalog = (await import(`../locales/${locale}/messages.po`)) as { messages: Messages };
  i18n.loadAndActivate({ locale, locales: [INTL_LOCALE[locale]], messages: catalog.messages });
}

describe('the join-community form’s failure line', () => {
  it('words too many tries as "try again in N seconds", in English and Arabic, not as a plain failure', async () => {
    const limited = new ApiError(429, 'rate_limited', 'Too many requests.', undefined, 42);
    await activate('en');
    expect(joinFailureMessage(limited)).toBe('Too many attempts. Try again in 42 seconds.');
    expect(joinFailureMessage(new ApiError(500, 'internal', 'boom'))).toBe('Failed to join community');
    await activate('ar');
    const arabic = joinFailureMessage(limited);
    expect(arabic).not.toBe(joinFailureMessage(new ApiError(500, 'internal', 'boom')));
    expect(arabic).toMatch(/[\u0600-\u06FF]/);
    expect(arabic).toMatch(/٤٢|42/);
  });
});

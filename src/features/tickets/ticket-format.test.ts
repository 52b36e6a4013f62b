import { i18n, type Messages } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { INTL_LOCALE } from '../../lib/locale';
import { usageText } from './ticket-format';

async function activate(locale: 'en' | 'ar'): Promise<void> {
  const catalog = (await import(`../../locales/${locale}/messages.po`)) as { messages: Messages };
  i18n.loadAndActivate({ locale, locales: [INTL_LOCALE[locale]], messages: catalog.messages });
}

describe('usageText', () => {
  it('says how much of a ticket was used in words, never "0 of 1 use"', async () => {
    await activate('en');
    expect(usageText({ used: 0, limit: 1 }, 'en')).toBe('Not used yet');
    expect(usageText({ used: 1, limit: 1 }, 'en')).toBe('Used');
    expect(usageText({ used: 0, limit: 3 }, 'en')).toBe('Not used yet, good for 3 entries');
    expect(usageText({ used: 1, limit: 3 }, 'en')).toBe('Used 1 of 3 times');
  });

  it('uses Arabic plural forms and Arabic-Indic digits, the plural count included', async () => {
    await activate('ar');
    expect(usageText({ used: 0, limit: 1 }, 'ar')).toBe('لم تُستخدم بعد');
    expect(usageText({ used: 1, limit: 1 }, 'ar')).toBe('مستخدمة');
    expect(usageText({ used: 0, limit: 2 }, 'ar')).toBe('لم تُستخدم بعد، تصلح لمرتين');
    expect(usageText({ used: 1, limit: 3 }, 'ar')).toBe('استُخدمت ١ من ٣ مرات');
    expect(usageText({ used: 2, limit: 12 }, 'ar')).toBe('استُخدمت ٢ من ١٢ مرة');
    expect(usageText({ used: 0, limit: 12 }, 'ar')).not.toMatch(/[0-9]/);
  });
});

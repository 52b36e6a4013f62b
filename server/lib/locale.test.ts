import { describe, expect, it } from 'vitest';
import { contentLocale, localeFromAcceptLanguage, pickText, resolveLocale } from './locale';

describe('localeFromAcceptLanguage', () => {
  it('takes the supported language with the highest q-value, regions and case ignored', () => {
    expect(localeFromAcceptLanguage('ar-OM,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(localeFromAcceptLanguage('en-GB,en;q=0.9,ar;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('AR')).toBe('ar');
    expect(localeFromAcceptLanguage('en;q=0.4, ar;q=0.6')).toBe('ar');
  });

  it('skips languages it does not serve and the ones refused with q=0', () => {
    expect(localeFromAcceptLanguage('fr-FR, de;q=0.9, ar;q=0.5, en;q=0.4')).toBe('ar');
    expect(localeFromAcceptLanguage('ar;q=0, en;q=0.1')).toBe('en');
    expect(localeFromAcceptLanguage('fr, *;q=0.5')).toBeUndefined();
    expect(localeFromAcceptLanguage('arabic, english')).toBeUndefined();
  });

  it('keeps the first of two equally preferred languages', () => {
    expect(localeFromAcceptLanguage('ar, en')).toBe('ar');
    expect(localeFromAcceptLanguage('en;q=0.5, ar;q=0.5')).toBe('en');
  });

  it('answers undefined without a header and ignores a malformed q', () => {
    expect(localeFromAcceptLanguage(undefined)).toBeUndefined();
    expect(localeFromAcceptLanguage('')).toBeUndefined();
    expect(localeFromAcceptLanguage('ar;q=abc, en')).toBe('en');
  });
});

describe('resolveLocale', () => {
  it('lets a supported lang parameter win over the header', () => {
    expect(resolveLocale('ar', 'en-US,en')).toBe('ar');
    expect(resolveLocale('EN', 'ar')).toBe('en');
  });

  it('ignores an unsupported lang and falls back to the header, then to English', () => {
    expect(resolveLocale('fr', 'ar')).toBe('ar');
    expect(resolveLocale(null, 'ar-OM')).toBe('ar');
    expect(resolveLocale(undefined, undefined)).toBe('en');
    expect(resolveLocale(['ar'], 'fr')).toBe('en');
  });
});

describe('contentLocale', () => {
  function reply(vary?: string) {
    const headers: Record<string, string> = vary === undefined ? {} : { vary };
    return {
      headers,
      getHeader: (name: string) => headers[name],
      header(name: string, value: string) {
        headers[name] = value;
        return this;
      },
    };
  }

  it('reads lang from the raw query string and marks the answer as varying by Accept-Language', () => {
    const r = reply();
    expect(contentLocale({ url: '/api/events?page=2&lang=ar', headers: { 'accept-language': 'en' } }, r)).toBe('ar');
    expect(r.headers.vary).toBe('Accept-Language');
  });

  it('keeps an existing Vary and never repeats Accept-Language', () => {
    const r = reply('Origin');
    expect(contentLocale({ url: '/api/events', headers: { 'accept-language': 'ar' } }, r)).toBe('ar');
    expect(r.headers.vary).toBe('Origin, Accept-Language');
    contentLocale({ url: '/api/events', headers: {} }, r);
    expect(r.headers.vary).toBe('Origin, Accept-Language');
  });
});

describe('pickText', () => {
  it('gives an Arabic reader the Arabic text, or the English when the Arabic is not written', () => {
    expect(pickText('ar', 'Muscat', 'مسقط')).toBe('مسقط');
    expect(pickText('ar', 'Muscat', '')).toBe('Muscat');
    expect(pickText('ar', null, '')).toBeNull();
  });

  it('gives an English reader the English text, or the Arabic when the English is empty', () => {
    expect(pickText('en', 'Muscat', 'مسقط')).toBe('Muscat');
    expect(pickText('en', '', 'وصف')).toBe('وصف');
    expect(pickText('en', null, 'مسقط')).toBe('مسقط');
    expect(pickText('en', null, '')).toBeNull();
  });
});

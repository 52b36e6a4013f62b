import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rtlByLanguage, ZAG_IS_RTL_MODULE } from '../../build/chakra';
import { INTL_LOCALE } from '../lib/locale';

const isRtlFile = path.join(path.dirname(createRequire(import.meta.url).resolve('@zag-js/i18n-utils')), 'is-rtl.mjs');

describe("the build's direction check without Intl.Locale (build/chakra.ts)", () => {
  it("answers as zag does for the app's locales and for common others, from the language alone", async () => {
    expect(isRtlFile.replace(/\\/g, '/')).toMatch(ZAG_IS_RTL_MODULE);
    const original = await readFile(isRtlFile, 'utf8');
    const rewritten = rtlByLanguage(original);
    expect(rewritten).not.toContain('maximize');
    const load = (code: string) =>
      import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`) as Promise<{ isRTL: (locale: string) => boolean }>;
    const [zag, build] = await Promise.all([load(original), load(rewritten)]);
    const locales = [...Object.values(INTL_LOCALE), 'ar', 'ar-OM', 'en', 'en-US', 'he-IL', 'fa', 'ur-PK', 'fr-FR', 'zh-CN'];
    expect(locales.map((locale) => build.isRTL(locale))).toEqual(locales.map((locale) => zag.isRTL(locale)));
    expect(build.isRTL(INTL_LOCALE.ar)).toBe(true);
    expect(build.isRTL(INTL_LOCALE.en)).toBe(false);
  });

  it('refuses code it does not recognise, so a zag upgrade fails the build', () => {
    expect(() => rtlByLanguage('export function isRTL() {}')).toThrow(/review build\/chakra\.ts/);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTL_LOCALE } from './locale';

describe("index.html's Intl warm-up worker", () => {
  const html = readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');
  const warmUp = html.slice(html.indexOf('function warmIntlInWorker()'), html.indexOf('function load()'));

  it('warms the locales the app formats with, in both languages', () => {
    expect(warmUp).not.toBe('');
    expect(warmUp).toContain(`'${INTL_LOCALE.ar}'`);
    expect(warmUp).toContain(`'${INTL_LOCALE.en}'`);
    // Oman's time zone, which every date is shown in (src/lib/dates.ts).
    expect(warmUp).toContain('Asia/Muscat');
  });
});

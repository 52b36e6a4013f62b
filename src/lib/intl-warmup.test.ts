import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTL_LOCALE } from './locale';

describe("index.html's Intl warm-up worker", () => {
  const html = readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');
  const loader = html.slice(html.indexOf('function warmIntlInWorker()'), html.indexOf('function loadScripts()'));
  const worker = readFileSync(path.resolve(__dirname, '../../public/intl-warmup.js'), 'utf8');

  it('names the worker with the Intl locale of the page, in both languages', () => {
    expect(loader).toContain("new Worker('/intl-warmup.js', { name: locale })");
    expect(loader).toContain(`'${INTL_LOCALE.ar}'`);
    expect(loader).toContain(`'${INTL_LOCALE.en}'`);
  });

  it('warms the locales the app formats with, in both languages', () => {
    expect(worker).toContain(`'${INTL_LOCALE.ar}'`);
    expect(worker).toContain(`'${INTL_LOCALE.en}'`);
    // Oman's time zone, which every date is shown in (src/lib/dates.ts).
    expect(worker).toContain('Asia/Muscat');
    expect(worker).toContain('postMessage(');
  });
});

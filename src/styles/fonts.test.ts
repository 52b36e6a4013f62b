import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACE_WEIGHT, FIRST_PAINT_FONTS, FONT_SUBSETS, FONT_WEIGHTS, unicodeRange } from '../../build/fonts';

const here = path.dirname(new URL(import.meta.url).pathname);
const css = readFileSync(path.join(here, 'fonts.css'), 'utf8');
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((m) => m[1]!);
/** Whether a subset's ranges hold a code point. */
const covers = (ranges: [number, number][], code: number) => ranges.some(([a, b]) => code >= a && code <= b);
const field = (face: string, name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(face)?.[1]?.trim();

/** docs/architecture.md §8: the subset font files and the CSS that loads them agree. */
describe('fonts.css', () => {
  it('has one face per subset and weight, each file checked in and swapped in', () => {
    expect(faces).toHaveLength(Object.keys(FONT_SUBSETS).length * FONT_WEIGHTS.length);
    for (const face of faces) {
      expect(field(face, 'font-display')).toBe('swap');
      const url = /url\('([^']+)'\)/.exec(field(face, 'src') ?? '')?.[1];
      expect(url).toBeDefined();
      expect(existsSync(path.join(here, url!))).toBe(true);
    }
  });

  it('gives each file the unicode-range scripts/subset-fonts.ts cut it to', () => {
    for (const [subset, ranges] of Object.entries(FONT_SUBSETS)) {
      for (const weight of FONT_WEIGHTS) {
        const face = faces.find((f) => field(f, 'src')?.includes(`plex-${subset}-${weight}.woff2`) && field(f, 'font-weight') === FACE_WEIGHT[weight]);
        expect(face, `${subset} ${weight}`).toBeDefined();
        expect(field(face!, 'unicode-range')).toBe(unicodeRange(ranges));
      }
    }
  });

  it('draws bold text with the 600 file, so a page loads no weight it does not preload', () => {
    const weights = faces.map((f) => field(f, 'font-weight'));
    expect(new Set(weights)).toEqual(new Set(['400', '600 700']));
    // Nothing asks for a weight above 700, which would be synthesized.
    const styles = readdirSync(here).filter((f) => f.endsWith('.css') && f !== 'fonts.css');
    for (const file of styles) {
      const text = readFileSync(path.join(here, file), 'utf8');
      expect(text, file).not.toMatch(/font-weight:\s*(800|900|var\(--chakra-font-weights-(extrabold|black)\))/);
    }
    for (const files of Object.values(FIRST_PAINT_FONTS)) for (const file of files) expect(file).toMatch(/-(400|600)\.woff2$/);
  });

  it('preloads files the CSS loads, and covers Arabic-Indic digits in the Arabic subset', () => {
    for (const file of Object.values(FIRST_PAINT_FONTS).flat()) expect(css).toContain(`/${file}'`);
    for (const digit of '٠١٢٣٤٥٦٧٨٩٫٬') expect(covers(FONT_SUBSETS.arabic, digit.codePointAt(0)!)).toBe(true);
    expect(covers(FONT_SUBSETS.latin, '×'.codePointAt(0)!)).toBe(true);
  });

  it("preloads, for each language, every subset its text's characters come from, so no file is found late", () => {
    const samples = { en: 'Upcoming events · 7:30 PM', ar: 'الفعاليات القادمة، ٧:٣٠ م' };
    for (const [locale, text] of Object.entries(samples) as [keyof typeof FIRST_PAINT_FONTS, string][]) {
      const subsets = new Set<string>();
      for (const char of text) {
        const subset = Object.entries(FONT_SUBSETS).find(([, ranges]) => covers(ranges, char.codePointAt(0)!))?.[0];
        if (subset) subsets.add(subset);
      }
      // Arabic text takes its spaces from the Latin subset.
      if (locale === 'ar') expect([...subsets].sort()).toEqual(['arabic', 'latin']);
      for (const subset of subsets)
        for (const weight of [400, 600]) expect(FIRST_PAINT_FONTS[locale], `${locale} ${subset} ${weight}`).toContain(`plex-${subset}-${weight}.woff2`);
    }
  });
});

import type { PluginOption, ResolvedConfig } from 'vite';

/*
 * The glyph ranges scripts/subset-fonts.ts cuts IBM Plex Sans Arabic to (files in src/assets/fonts/), which
 * src/styles/fonts.css repeats as `unicode-range` (src/styles/fonts.test.ts keeps them equal).
 */
export const FONT_SUBSETS: Record<'latin' | 'arabic', [number, number][]> = {
  /**
   * Basic Latin, Latin-1 (the UI's © · × « » § and accented names in event texts), the few extra letters
   * and marks fontsource's latin file has, general punctuation (dashes, quotes, …, LRM/RLM and the bidi
   * isolates Intl puts around numbers), arrows, minus, BOM and the replacement character.
   */
  latin: [
    [0x20, 0x7e],
    [0xa0, 0xff],
    [0x131, 0x131],
    [0x152, 0x153],
    [0x2c6, 0x2c6],
    [0x2da, 0x2da],
    [0x2dc, 0x2dc],
    [0x2000, 0x206f],
    [0x2122, 0x2122],
    [0x2190, 0x2193],
    [0x2212, 0x2212],
    [0xfeff, 0xfeff],
    [0xfffd, 0xfffd],
  ],
  /**
   * The Arabic language's part of the Arabic block (U+0600-0670): letters, harakat, ، ؛ ؟, Arabic-Indic
   * digits ٠-٩ and ٪ ٫ ٬ of Intl's ar-OM numbers, superscript alef; plus ZWNJ/ZWJ/LRM/RLM, which must shape
   * in the same font run. The subsetter keeps every glyph the kept letters' shaping rules (GSUB) reach, so
   * presentation forms need no codepoints. Left out: the Persian/Urdu letters of U+0671-06FF and the
   * supplement blocks (18 KB instead of 28 KB a weight); such text falls back to the system font.
   */
  arabic: [
    [0x600, 0x670],
    [0x200c, 0x200f],
  ],
};
/**
 * The weights cut and loaded: body text (400), and headings, prices and every heavier text (600). The 600 file
 * also draws `bold` (700: the hero's title, the logo, prices), declared `font-weight: 600 700` in fonts.css, so
 * no page waits for a third file, and none is laid out again when it arrives after the first paint
 * (docs/architecture.md §8).
 */
export const FONT_WEIGHTS = [400, 600] as const;

/** The `font-weight` each weight's @font-face declares in fonts.css. */
export const FACE_WEIGHT: Record<(typeof FONT_WEIGHTS)[number], string> = { 400: '400', 600: '600 700' };

/** `U+0600-06FF, U+200C-200F` for a subset, as fonts.css writes it. */
export function unicodeRange(ranges: [number, number][]): string {
  const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0');
  return ranges.map(([a, b]) => (a === b ? `U+${hex(a)}` : `U+${hex(a)}-${hex(b)}`)).join(', ');
}

/**
 * The font files each language's first paint needs, as src/assets/fonts/ names them (subset by
 * scripts/subset-fonts.ts): body text (400) and headings (600, Chakra's heading weight) of the page's
 * script. English pages show Latin; Arabic pages show Arabic (digits are Arabic-Indic there) and take their
 * spaces and Latin punctuation from the Latin files, so they need both. Preloaded together, the files arrive
 * together and the page is laid out again once for them, not once per file found late.
 */
export const FIRST_PAINT_FONTS = {
  en: ['plex-latin-400.woff2', 'plex-latin-600.woff2'],
  ar: ['plex-arabic-400.woff2', 'plex-arabic-600.woff2', 'plex-latin-400.woff2', 'plex-latin-600.woff2'],
} as const;

/** Where the build writes the list, inside dist/: read by the server's page template. */
export const FONT_PRELOADS_FILE = '.vite/font-preloads.json';

export type TFontPreloads = Record<keyof typeof FIRST_PAINT_FONTS, string[]>;

/**
 * Writes dist/.vite/font-preloads.json, `{ "en": ["/assets/plex-latin-400-<hash>.woff2", …], "ar": […] }`:
 * the hashed URLs of FIRST_PAINT_FONTS, for `<link rel="preload" as="font" type="font/woff2" crossorigin>`
 * per language (docs/architecture.md §8). The build fails when a listed font was not emitted.
 */
export function fontPreloadsPlugin(): PluginOption {
  let base = '/';
  return {
    name: 'tadhkira:font-preloads',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      const urlOf = new Map<string, string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'asset') continue;
        for (const original of output.originalFileNames) {
          const name = original.split('/').pop();
          if (name && original.includes('assets/fonts/')) urlOf.set(name, `${base}${output.fileName}`);
        }
      }
      const preloads = {} as TFontPreloads;
      for (const [locale, files] of Object.entries(FIRST_PAINT_FONTS) as [keyof TFontPreloads, readonly string[]][]) {
        preloads[locale] = files.map((file) => {
          const url = urlOf.get(file);
          if (!url) this.error(`font-preloads: ${file} was not emitted (is it still used by src/styles/fonts.css?)`);
          return url;
        });
      }
      this.emitFile({ type: 'asset', fileName: FONT_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}

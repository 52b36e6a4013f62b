/**
 * Cuts IBM Plex Sans Arabic (from @fontsource/ibm-plex-sans-arabic) down to the glyphs the UI shows and writes
 * the woff2 files src/styles/fonts.css loads into src/assets/fonts/ (docs/architecture.md §8, docs/decisions.md
 * "Fonts: subset files checked in"). The ranges are FONT_SUBSETS of build/fonts.ts. Run after changing them
 * or the font package, then commit the files: `npx tsx scripts/subset-fonts.ts`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { FONT_SUBSETS, FONT_WEIGHTS, unicodeRange } from '../build/fonts';

function text(ranges: [number, number][]): string {
  let out = '';
  for (const [a, b] of ranges) for (let c = a; c <= b; c++) out += String.fromCodePoint(c);
  return out;
}

const outDir = path.resolve('src/assets/fonts');
mkdirSync(outDir, { recursive: true });
for (const [subset, ranges] of Object.entries(FONT_SUBSETS)) {
  for (const weight of FONT_WEIGHTS) {
    const source = path.resolve(`node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-${subset}-${weight}-normal.woff2`);
    const input = readFileSync(source);
    const output = await subsetFont(input, text(ranges), { targetFormat: 'woff2' });
    const file = path.join(outDir, `plex-${subset}-${weight}.woff2`);
    writeFileSync(file, output);
    console.log(`${path.relative(process.cwd(), file)}: ${(input.length / 1024).toFixed(1)} KB → ${(output.length / 1024).toFixed(1)} KB`);
  }
  console.log(`  unicode-range: ${unicodeRange(ranges)}`);
}

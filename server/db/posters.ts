import { escapeMarkup } from '../lib/markup';
import type { TUploadStore } from '../lib/storage';
import sharp from 'sharp';

/*
 * Demo artwork drawn at seed time from SVG (no network, no binary assets in the repo). librsvg lays
 * text out with Pango/HarfBuzz, so Arabic is shaped and ordered correctly given an Arabic font.
 */

const LATIN_FONTS = "'Noto Sans', 'DejaVu Sans', 'Liberation Sans', sans-serif";
const ARABIC_FONTS = "'Noto Naskh Arabic', 'Noto Sans Arabic', 'DejaVu Sans', sans-serif";
const ARABIC = /[\u0600-\u06FF]/;
// Effort 2 is within ~2 % of effort 4's size at a fraction of the time; seeding renders ~90 images.
const WEBP = { quality: 80, effort: 2 } as const;

/** Greedy word wrap by character count; good enough for display titles. */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function textAttributes(text: string): string {
  return ARABIC.test(text) ? `font-family="${ARABIC_FONTS}" direction="rtl" xml:lang="ar"` : `font-family="${LATIN_FONTS}" xml:lang="en"`;
}

/** Largest title size (of a few steps) whose wrapped lines fit in five lines. */
function layoutTitle(title: string): { size: number; lines: string[] } {
  // Average glyph advance of bold sans at size s is ≈ 0.58 s; the usable width is 680 px.
  for (const size of [84, 72, 62, 54, 46]) {
    const lines = wrapWords(title, Math.floor(680 / (size * 0.58)));
    if (lines.length <= 5) return { size, lines };
  }
  return { size: 40, lines: wrapWords(title, 29).slice(0, 6) };
}

export function posterSvg(input: { title: string; subtitle: string | null; palette: [string, string]; seed: number }): string {
  const [from, to] = input.palette;
  const { size, lines } = layoutTitle(input.title);
  const lineHeight = Math.round(size * 1.18);
  const blockBottom = input.subtitle ? 820 : 880;
  const firstBaseline = blockBottom - (lines.length - 1) * lineHeight;
  const attrs = textAttributes(input.title);
  const titleLines = lines.map((line, i) => `<text x="400" y="${firstBaseline + i * lineHeight}" ${attrs}>${escapeMarkup(line)}</text>`).join('');
  const subtitle = input.subtitle
    ? `<text x="400" y="905" font-size="40" font-weight="400" fill-opacity="0.9" ${textAttributes(input.subtitle)}>${escapeMarkup(input.subtitle)}</text>`
    : '';
  // Decorative circles placed from the seed so every poster looks a little different.
  const cx = 120 + ((input.seed * 97) % 560);
  const cy = 140 + ((input.seed * 53) % 260);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.35" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.45"/>
    </linearGradient>
  </defs>
  <rect width="800" height="1000" fill="url(#bg)"/>
  <circle cx="${cx}" cy="${cy}" r="260" fill="#fff" fill-opacity="0.10"/>
  <circle cx="${800 - cx}" cy="${cy + 220}" r="140" fill="#fff" fill-opacity="0.08"/>
  <path d="M0 640 L800 420 L800 520 L0 740 Z" fill="#fff" fill-opacity="0.06"/>
  <rect width="800" height="1000" fill="url(#shade)"/>
  <text x="400" y="90" font-family="${LATIN_FONTS}" font-size="26" font-weight="700" letter-spacing="8" fill="#fff" fill-opacity="0.85" text-anchor="middle">TADHKIRA</text>
  <g fill="#fff" font-size="${size}" font-weight="700" text-anchor="middle">${titleLines}${subtitle}</g>
</svg>`;
}

function landscapeSvg(input: { width: number; height: number; palette: [string, string]; label: string | null; stars: boolean }): string {
  const { width: w, height: h } = input;
  const [from, to] = input.palette;
  const stars = input.stars
    ? Array.from({ length: 40 }, (_, i) => ({ i, x: (i * 467) % w, y: (i * 173) % Math.round(h * 0.45) }))
        // No stars in front of the moon.
        .filter(({ x, y }) => Math.hypot(x - w * 0.72, y - h * 0.38) > h * 0.16)
        .map(({ i, x, y }) => `<circle cx="${x}" cy="${y}" r="${1 + (i % 3)}" fill="#fff" fill-opacity="${0.3 + (i % 4) * 0.15}"/>`)
        .join('')
    : '';
  const label = input.label
    ? `<text x="${w - 64}" y="${h - 56}" font-family="${LATIN_FONTS}" font-size="${Math.round(h * 0.06)}" font-weight="700" fill="#fff" fill-opacity="0.85" text-anchor="end" letter-spacing="4">${escapeMarkup(input.label.toUpperCase())}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="${from}"/>
      <stop offset="1" stop-color="${to}"/>
    </linearGradient>
  </defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  ${stars}
  <circle cx="${w * 0.72}" cy="${h * 0.38}" r="${h * 0.14}" fill="#fff" fill-opacity="0.28"/>
  <path d="M0 ${h * 0.72} Q ${w * 0.2} ${h * 0.5} ${w * 0.42} ${h * 0.66} T ${w * 0.85} ${h * 0.6} T ${w} ${h * 0.64} L ${w} ${h} L 0 ${h} Z" fill="#000" fill-opacity="0.18"/>
  <path d="M0 ${h * 0.82} Q ${w * 0.3} ${h * 0.7} ${w * 0.55} ${h * 0.8} T ${w} ${h * 0.76} L ${w} ${h} L 0 ${h} Z" fill="#000" fill-opacity="0.25"/>
  <path d="M0 ${h * 0.92} Q ${w * 0.4} ${h * 0.84} ${w} ${h * 0.9} L ${w} ${h} L 0 ${h} Z" fill="#000" fill-opacity="0.3"/>
  ${label}
</svg>`;
}

/**
 * Renders an SVG to WebP at each width (height scaled) as `${dir}/${name}-${width}.webp` in the upload store
 * (directory or S3, server/lib/storage.ts) and returns the upload-relative paths, largest first.
 */
async function renderVariants(uploads: TUploadStore, dir: string, name: string, svg: string, widths: number[]): Promise<string[]> {
  // Rasterise the SVG once; each variant then only resizes and encodes the pixels.
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const base = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const sorted = [...widths].sort((a, b) => b - a);
  const files = await Promise.all(
    sorted.map(async (width) => {
      const relative = `${dir}/${name}-${width}.webp`;
      const variant = width === info.width ? base.clone() : base.clone().resize({ width });
      return { relative, bytes: await variant.webp(WEBP).toBuffer() };
    }),
  );
  await uploads.putAll(files);
  return files.map((f) => f.relative);
}

/** Poster at 800×1000 and 400×500; returns the 800 path (the one stored as events.poster_path). */
export async function renderPoster(
  uploads: TUploadStore,
  name: string,
  input: { title: string; subtitle: string | null; palette: [string, string]; seed: number },
): Promise<string> {
  const [large] = await renderVariants(uploads, 'posters', name, posterSvg(input), [800, 400]);
  if (!large) throw new Error('poster was not rendered');
  return large;
}

/** Slider image at 1600×900 (and 800×450); returns the 1600 path. */
export async function renderSlide(uploads: TUploadStore, name: string, input: { title: string; palette: [string, string] }): Promise<string> {
  const svg = landscapeSvg({ width: 1600, height: 900, palette: input.palette, label: input.title, stars: false });
  const [large] = await renderVariants(uploads, 'slider', name, svg, [1600, 800]);
  if (!large) throw new Error('slide was not rendered');
  return large;
}

/** Hero banner at 1920×720 (and 960×360), a dusk desert without text; returns the 1920 path. */
export async function renderHero(uploads: TUploadStore, name: string): Promise<string> {
  const svg = landscapeSvg({ width: 1920, height: 720, palette: ['#1a1446', '#e2725b'], label: null, stars: true });
  const [large] = await renderVariants(uploads, 'hero', name, svg, [1920, 960]);
  if (!large) throw new Error('hero was not rendered');
  return large;
}

/** Runs `tasks` with at most `limit` in flight; keeps order of results. */
export async function mapWithConcurrency<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  async function worker(): Promise<void> {
    while (next < items.length) {
      const index = next++;
      // index < items.length was just checked, so the element exists.
      results[index] = await task(items[index] as T, index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, () => worker()));
  return results;
}

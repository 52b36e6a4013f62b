import sharp from 'sharp';

/*
 * The images of an Apple Wallet pass (docs/architecture.md §6 "Wallet passes"): the icon Wallet shows in
 * notifications and on the lock screen (required), and the logo at the top of the pass, each at 1×, 2× and 3×.
 * Drawn once per process from the app's own mark (public/favicon.svg: a teal ticket with a sand crescent), so
 * no image files need shipping and the pass always matches the web app's icon.
 */

const TEAL = '#0c5a55';
const SAND = '#f5ecdc';

/** public/favicon.svg's shapes, with their two colours as parameters. */
function markSvg(ticket: string, crescent: string, background: string | null): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">' +
    (background ? `<rect width="512" height="512" fill="${background}"/>` : '') +
    `<path d="M72 96H440A32 32 0 0 1 472 128V212A44 44 0 0 0 472 300V384A32 32 0 0 1 440 416H72A32 32 0 0 1 40 384V300A44 44 0 0 0 40 212V128A32 32 0 0 1 72 96Z" fill="${ticket}"/>` +
    '<path d="M96 384H416" stroke="#d0a660" stroke-width="10" stroke-linecap="round" stroke-dasharray="2 26" opacity="0.7"/>' +
    `<path d="M104 214C112 300 170 338 256 338C338 338 394 304 404 244C386 284 334 302 258 302C186 302 136 276 104 214Z" fill="${crescent}"/>` +
    `<path d="M232 192L252 214L232 236L212 214Z" fill="${crescent}"/>` +
    `<path d="M282 192L302 214L282 236L262 214Z" fill="${crescent}"/>` +
    '</svg>'
  );
}

/** Point sizes Apple asks for (Wallet Developer Guide, "Pass design"): icon 29 × 29; logo at most 160 × 50. */
const ICON_POINTS = 29;
const LOGO_POINTS = 50;
const SCALES = [1, 2, 3] as const;

function fileName(base: string, scale: number): string {
  return scale === 1 ? `${base}.png` : `${base}@${scale}x.png`;
}

async function png(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toBuffer();
}

async function drawImages(): Promise<Record<string, Buffer>> {
  // The icon stands alone (notifications), so on an opaque sand square; the logo sits on the pass's teal
  // background, so its ticket is sand and its crescent teal.
  const icon = markSvg(TEAL, SAND, SAND);
  const logo = markSvg(SAND, TEAL, null);
  const entries = await Promise.all(
    SCALES.flatMap((scale) => [
      png(icon, ICON_POINTS * scale).then((bytes) => [fileName('icon', scale), bytes] as const),
      png(logo, LOGO_POINTS * scale).then((bytes) => [fileName('logo', scale), bytes] as const),
    ]),
  );
  return Object.fromEntries(entries);
}

let drawn: Promise<Record<string, Buffer>> | undefined;

/** File name → PNG bytes, drawn at the first pass and kept. */
export function passImages(): Promise<Record<string, Buffer>> {
  drawn ??= drawImages().catch((error: unknown) => {
    drawn = undefined;
    throw error;
  });
  return drawn;
}

/** The pass's colours, from the web app's brand (src/theme/system.ts: brand.700, sand.100). */
export const PASS_COLORS = { background: 'rgb(12, 90, 85)', foreground: 'rgb(255, 255, 255)', label: 'rgb(245, 236, 220)' } as const;

#!/usr/bin/env node
// Draws Tadhkira's ticket mark and writes public/favicon.svg plus the PWA/Apple PNG icons.
// Run with `node scripts/generate-icons.mjs` after changing the mark; the outputs are committed.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = path.join(root, 'public');

// Keep in sync with src/theme/system.ts (brand.700, sand.100) and build/plugins.ts (THEME_COLOR).
const TEAL = '#0c5a55';
const DEEP_TEAL = '#073431';
const SAND = '#f5ecdc';
const GOLD = '#d0a660';

/** A ticket with semicircle notches on both sides, 432 × 320 inside a 512 box. */
const TICKET_PATH =
  'M72 96H440A32 32 0 0 1 472 128V212A44 44 0 0 0 472 300V384A32 32 0 0 1 440 416H72' + 'A32 32 0 0 1 40 384V300A44 44 0 0 0 40 212V128A32 32 0 0 1 72 96Z';

/**
 * A stylised "ت" (taa): a shallow, tapering bowl (thick at its base, thin at the tips, the left
 * tip rising higher as in naskh) under two diamond dots, the calligrapher's pen marks.
 */
function taa(color) {
  const bowl = 'M104 214C112 300 170 338 256 338C338 338 394 304 404 244' + 'C386 284 334 302 258 302C186 302 136 276 104 214Z';
  const dot = (x, y) => `<path d="M${x} ${y - 22}L${x + 20} ${y}L${x} ${y + 22}L${x - 20} ${y}Z" fill="${color}"/>`;
  return `<path d="${bowl}" fill="${color}"/>${dot(232, 214)}${dot(282, 214)}`;
}

/** The tear line along the stub. */
function perforation(color) {
  return `<path d="M96 384H416" stroke="${color}" stroke-width="10" stroke-linecap="round" stroke-dasharray="2 26" opacity="0.7"/>`;
}

function mark({ ticket, glyph, accent, scale }) {
  const offset = (512 * (1 - scale)) / 2;
  return (
    `<g transform="translate(${offset} ${offset}) scale(${scale})">` + `<path d="${TICKET_PATH}" fill="${ticket}"/>` + perforation(accent) + taa(glyph) + `</g>`
  );
}

function svg(content, size = 512) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">${content}</svg>`;
}

const favicon = svg(mark({ ticket: TEAL, glyph: SAND, accent: GOLD, scale: 1 }));
// "any" icons: a rounded tile, for launchers that show the icon as drawn.
const anyIcon = svg(`<rect width="512" height="512" rx="112" fill="${TEAL}"/>` + mark({ ticket: SAND, glyph: TEAL, accent: GOLD, scale: 0.78 }));
// Maskable: full bleed; the ticket stays inside the 80 % safe circle (its half-diagonal is 0.31 of the size).
const maskableIcon = svg(`<rect width="512" height="512" fill="${TEAL}"/>` + mark({ ticket: SAND, glyph: TEAL, accent: GOLD, scale: 0.6 }));
// Apple rounds the corners itself: full bleed, a little more margin than "any".
const appleIcon = svg(`<rect width="512" height="512" fill="${DEEP_TEAL}"/>` + mark({ ticket: SAND, glyph: TEAL, accent: GOLD, scale: 0.72 }));

async function png(source, size, file) {
  await sharp(Buffer.from(source)).resize(size, size).png({ compressionLevel: 9 }).toFile(path.join(publicDir, file));
  console.log(`wrote public/${file}`);
}

await mkdir(path.join(publicDir, 'icons'), { recursive: true });
await writeFile(path.join(publicDir, 'favicon.svg'), `${favicon}\n`);
console.log('wrote public/favicon.svg');
await png(anyIcon, 192, 'icons/icon-192.png');
await png(anyIcon, 512, 'icons/icon-512.png');
await png(maskableIcon, 512, 'icons/icon-maskable-512.png');
await png(appleIcon, 180, 'apple-touch-icon.png');

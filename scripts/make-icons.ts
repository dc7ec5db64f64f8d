// Renders public/logo.svg into the raster icons that cannot be SVG: /favicon.ico (16 and 32 px,
// PNG inside ICO: what browsers and crawlers ask for at the root), /apple-touch-icon.png (180 px)
// and /logo-card.png (512 px: the link-preview picture of pages without a photo; Open Graph
// readers take no SVG), and the installed app's icons (issue 21 §3, public/manifest.webmanifest):
// /icons/icon-192.png and icon-512.png (the logo, transparent around it), maskable-512.png (the
// logo inside the maskable safe zone, the inner 80%, on the club's green: Android crops it to
// its own shape) and badge-96.png (white on transparent: Android's status bar tints it). Run after changing the logo: `npx tsx scripts/make-icons.ts`; the
// files are committed.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';

const publicDir = path.join(import.meta.dirname, '..', 'public');
const svg = readFileSync(path.join(publicDir, 'logo.svg'), 'utf8');

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
async function png(
  size: number,
  background = 'transparent',
  options: { logoSize?: number; source?: string } = {},
): Promise<Buffer> {
  const logo = options.logoSize ?? size;
  const margin = (size - logo) / 2;
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<html><body style="margin:0;background:${background}"><img style="display:block;margin:${margin}px;width:${logo}px;height:${logo}px" src="data:image/svg+xml;base64,${Buffer.from(options.source ?? svg).toString('base64')}"></body></html>`,
  );
  const shot = await page.screenshot({ omitBackground: background === 'transparent', type: 'png' });
  await page.close();
  return shot;
}

/** An ICO file whose images are PNGs (allowed since Windows Vista; every browser reads it). */
function ico(images: Array<{ size: number; data: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size % 256, 0);
    entry.writeUInt8(size % 256, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

try {
  writeFileSync(
    path.join(publicDir, 'favicon.ico'),
    ico([
      { size: 16, data: await png(16) },
      { size: 32, data: await png(32) },
    ]),
  );
  writeFileSync(path.join(publicDir, 'apple-touch-icon.png'), await png(180, '#ffffff'));
  writeFileSync(path.join(publicDir, 'logo-card.png'), await png(512, '#ffffff'));
  const iconsDir = path.join(publicDir, 'icons');
  mkdirSync(iconsDir, { recursive: true });
  writeFileSync(path.join(iconsDir, 'icon-192.png'), await png(192));
  writeFileSync(path.join(iconsDir, 'icon-512.png'), await png(512));
  writeFileSync(path.join(iconsDir, 'maskable-512.png'), await png(512, '#1f5130', { logoSize: 320 }));
  // One colour: the ball's outline and seams in white on transparent.
  const badge = svg
    .replace(/fill="#[0-9a-f]+"/gi, 'fill="none"')
    .replace(/stroke="#[0-9a-f]+"/gi, 'stroke="#ffffff"');
  writeFileSync(path.join(iconsDir, 'badge-96.png'), await png(96, 'transparent', { source: badge }));
} finally {
  await browser.close();
}

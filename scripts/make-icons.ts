// Renders public/logo.svg into the raster icons that cannot be SVG: /favicon.ico (16 and 32 px,
// PNG inside ICO: what browsers and crawlers ask for at the root), /apple-touch-icon.png (180 px)
// and /logo-card.png (512 px: the link-preview picture of pages without a photo; Open Graph
// readers take no SVG). Run after changing the logo: `npx tsx scripts/make-icons.ts`; the
// files are committed.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';

const publicDir = path.join(import.meta.dirname, '..', 'public');
const svg = readFileSync(path.join(publicDir, 'logo.svg'), 'utf8');

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
async function png(size: number, background = 'transparent'): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<html><body style="margin:0;background:${background}"><img style="display:block;width:${size}px;height:${size}px" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"></body></html>`,
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
} finally {
  await browser.close();
}

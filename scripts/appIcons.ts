/**
 * `npm run icons`: draws the portal's icons from its mark, `public/favicon.svg`, with the system Chromium, offline:
 * the PNGs the web manifest lists, the Apple touch icon and `favicon.ico`. The results are committed; run this again
 * after changing the mark.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';

const publicDir = resolve(import.meta.dirname, '..', 'public');
const mark = readFileSync(resolve(publicDir, 'favicon.svg'), 'utf8');
/** Square corners: the home screens that take the whole square (iOS, Android's masks) cut their own shape. */
const fullBleed = mark.replace(/ rx="[^"]*"/, '');

interface Drawn {
  file: string;
  svg: string;
  size: number;
}

const PNGS: readonly Drawn[] = [
  { file: 'icon-192.png', svg: mark, size: 192 },
  { file: 'icon-512.png', svg: mark, size: 512 },
  // The book sits within the central circle of 80 % that every mask keeps.
  { file: 'icon-maskable-512.png', svg: fullBleed, size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleed, size: 180 },
];
const ICO_SIZES = [16, 32, 48] as const;

async function draw(page: Page, svg: string, size: number): Promise<Buffer> {
  await page.setViewportSize({ width: size, height: size });
  const source = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  await page.setContent(
    `<html><body style="margin:0"><img src="${source}" width="${size}" height="${size}" style="display:block"></body></html>`,
  );
  await page.locator('img').evaluate((image: HTMLImageElement) => image.decode());
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}

/** An ICO file holding PNG images (read by every browser since Windows Vista's format). */
function icoOf(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, svg, size } of PNGS) {
    writeFileSync(resolve(publicDir, file), await draw(page, svg, size));
    console.log(`public/${file} (${size} × ${size})`);
  }
  const icoImages = [];
  for (const size of ICO_SIZES) icoImages.push({ size, png: await draw(page, mark, size) });
  writeFileSync(resolve(publicDir, 'favicon.ico'), icoOf(icoImages));
  console.log(`public/favicon.ico (${ICO_SIZES.join(', ')})`);
} finally {
  await browser.close();
}

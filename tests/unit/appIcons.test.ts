import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ICON_LINKS } from '../../server/platform/ssr/htmlDocument.ts';

const root = resolve(import.meta.dirname, '..', '..');
const publicFile = (path: string) => readFileSync(resolve(root, 'public', path.replace(/^\//, '')));

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

function linksOf(html: string): string[] {
  return [...html.matchAll(/<link rel="(?:icon|apple-touch-icon|manifest)"[^>]*>/g)].map((match) =>
    match[0].replace(/\s*\/>$/, '>'),
  );
}

describe('the portal’s icons', () => {
  const manifest = JSON.parse(publicFile('manifest.webmanifest').toString('utf8')) as {
    name: string;
    lang: string;
    icons: ManifestIcon[];
  };

  test('the web manifest names the portal in French and lists icons of 192 and 512 px, a maskable one included', () => {
    expect(manifest.name).toBe('Portail de l’autoédition');
    expect(manifest.lang).toBe('fr');
    const sizes = manifest.icons.filter((icon) => icon.type === 'image/png').map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  test('each PNG the manifest lists exists at the size it declares', () => {
    for (const icon of manifest.icons.filter((entry) => entry.type === 'image/png')) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(publicFile(icon.src)), icon.src).toEqual({ width, height });
    }
  });

  test('the Apple touch icon is 180 px square, and favicon.ico holds 16, 32 and 48 px images', () => {
    expect(pngSize(publicFile('apple-touch-icon.png'))).toEqual({ width: 180, height: 180 });
    const ico = publicFile('favicon.ico');
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, index) => ico.readUInt8(6 + 16 * index));
    expect(sizes).toEqual([16, 32, 48]);
    for (let index = 0; index < count; index += 1) {
      const length = ico.readUInt32LE(6 + 16 * index + 8);
      const offset = ico.readUInt32LE(6 + 16 * index + 12);
      const size = sizes[index]!;
      expect(pngSize(ico.subarray(offset, offset + length))).toEqual({ width: size, height: size });
    }
  });

  test('the pages the server renders itself link the same icons as the application’s page', () => {
    const indexHtml = readFileSync(resolve(root, 'index.html'), 'utf8');
    expect(linksOf(indexHtml)).toHaveLength(4);
    expect(linksOf(ICON_LINKS)).toEqual(linksOf(indexHtml));
  });
});

import { readFileSync } from 'node:fs';

/** One entry of Vite's build manifest (`.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
}

type Manifest = Record<string, ManifestChunk>;

const ENTRY = 'index.html';
const IMAGE = /\.(?:svg|png|jpe?g|webp|avif)$/;

/**
 * `<link rel="preload" as="image">` for the images a page's own module imports. A page the browser renders asks for
 * them only once its code has run; linked with the HTML, they are there when it does (the basket's empty-state
 * drawing, its largest element).
 */
export function createImagePreloads(manifestPath: string): (pageModule: string) => string {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  return (pageModule) =>
    (manifest[pageModule]?.assets ?? [])
      .filter((file) => IMAGE.test(file))
      .map((file) => `<link rel="preload" as="image" href="/${file}" fetchpriority="high">`)
      .join('\n    ');
}

/**
 * The `<link>` tags that let the browser fetch a rendered page's code with its HTML: the page module's chunk and
 * the chunks it imports (modulepreload), and their styles (stylesheet), leaving out what the entry already loads.
 */
export function createPageLinks(manifestPath: string): (pageModule: string) => string {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

  function closure(key: string, seen: Set<string>): void {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
  }

  const entryKeys = new Set<string>();
  closure(ENTRY, entryKeys);
  const cache = new Map<string, string>();

  return (pageModule) => {
    const cached = cache.get(pageModule);
    if (cached !== undefined) return cached;
    if (!manifest[pageModule]) throw new Error(`${pageModule} is not in the build manifest`);
    const keys = new Set<string>();
    closure(pageModule, keys);
    const chunks = [...keys].flatMap((key) => (entryKeys.has(key) || !manifest[key] ? [] : [manifest[key]]));
    const scripts = chunks.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.file}">`);
    const styles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map(
      (file) => `<link rel="stylesheet" crossorigin href="/${file}">`,
    );
    const links = [...scripts, ...styles].join('\n    ');
    cache.set(pageModule, links);
    return links;
  };
}

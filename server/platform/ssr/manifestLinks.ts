import { readFileSync } from 'node:fs';
import type { PageCode } from './serverBundle.ts';

/** One entry of Vite's build manifest (`.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

const ENTRY = 'index.html';
/** The module script a rendered page loads instead of the entry (src/ssr/pageCode.ts). */
const BOOT = 'src/ssr/boot.ts';
/** The script a rendered page runs before its first paint (src/ssr/headScript.ts). */
const HEAD_SCRIPT = 'src/ssr/headScript.ts';

/** Adds `key` and the chunks it imports, directly or not, to `seen`. */
function closure(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key) || !manifest[key]) return;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, seen);
}

/** How a page the server rendered starts its code. */
export interface RenderedPageCode {
  /** The boot script's path. */
  boot: string;
  /**
   * The application's entry and every chunk the entry, the page's route and the boot script's own imports import, for
   * the boot script.
   */
  code: PageCode;
  /** The stylesheets of those chunks, if any has its own. */
  styles: string[];
  /** The path of the script the page runs before its first paint (src/ssr/headScript.ts). */
  headScript: string;
}

/** The code of each rendered page, found in the build's manifest. */
export function createRenderedPageCode(manifestPath: string): (pageModule: string) => RenderedPageCode {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const chunkOf = (key: string): ManifestChunk => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest`);
    return chunk;
  };
  const boot = chunkOf(BOOT);
  const entry = chunkOf(ENTRY);
  const headScript = chunkOf(HEAD_SCRIPT);
  const cache = new Map<string, RenderedPageCode>();

  return (pageModule) => {
    const cached = cache.get(pageModule);
    if (cached) return cached;
    chunkOf(pageModule);
    const keys = new Set<string>();
    closure(manifest, ENTRY, keys);
    closure(manifest, pageModule, keys);
    // What the boot script imports before the entry (src/ssr/reactDomStart.ts), fetched with the rest.
    for (const started of manifest[BOOT]?.dynamicImports ?? []) closure(manifest, started, keys);
    keys.delete(ENTRY);
    const chunks = [...keys].map(chunkOf);
    const code: RenderedPageCode = {
      boot: `/${boot.file}`,
      code: { entry: `/${entry.file}`, chunks: chunks.map((chunk) => `/${chunk.file}`) },
      styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`),
      headScript: `/${headScript.file}`,
    };
    cache.set(pageModule, code);
    return code;
  };
}

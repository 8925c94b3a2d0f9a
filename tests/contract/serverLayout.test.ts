import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const picture = readFileSync(join(root, 'docs/server.md'), 'utf8');

function foldersOf(floor: string): string[] {
  return readdirSync(join(root, 'server', floor), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

function sourcesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const RELATIVE_IMPORT = /(?:from|import)\s*\(?\s*'(\.[^']+)'/g;

/** The folders of a floor that a folder of it imports, as `from --> to`, read from the code. */
function arrowsOf(floor: string): string[] {
  const floorDir = join(root, 'server', floor);
  const arrows = new Set<string>();
  for (const from of foldersOf(floor)) {
    for (const file of sourcesUnder(join(floorDir, from))) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
        const [to, ...rest] = relative(floorDir, resolve(dirname(file), specifier ?? '')).split(sep);
        if (to && to !== from && rest.length > 0 && !to.startsWith('..')) arrows.add(`${from} --> ${to}`);
      }
    }
  }
  return [...arrows].sort();
}

/** The arrows the picture draws inside a floor's box. */
function drawnArrows(floor: string): string[] {
  const box = new RegExp(`subgraph ${floor}\\[[^\\n]*\\n([\\s\\S]*?)\\n\\s*end\\n`).exec(picture)?.[1] ?? '';
  return [...box.matchAll(/^\s*(\w+) --> (\w+)\s*$/gm)].map(([, from, to]) => `${from} --> ${to}`).sort();
}

describe('the picture of the server in docs/server.md', () => {
  it.each(['areas', 'platform'])(
    'draws the arrows between the folders of %s/ that the code has, and no other',
    (floor) => {
      expect(drawnArrows(floor)).toEqual(arrowsOf(floor));
    },
  );

  it.each(['areas', 'platform'])('names every folder of %s/', (floor) => {
    const box = new RegExp(`subgraph ${floor}\\[[^\\n]*\\n([\\s\\S]*?)\\n\\s*end\\n`).exec(picture)?.[1] ?? '';
    const named = new Set(box.match(/\w+/g));
    expect(foldersOf(floor).filter((folder) => !named.has(folder))).toEqual([]);
  });
});

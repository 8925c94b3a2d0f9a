import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { buildGeneratedFiles } from '../domain/validation/standaloneValidators.ts';

const folder = new URL('../domain/validation/generated/', import.meta.url);
// Not in git: a fresh clone has no folder yet.
mkdirSync(folder, { recursive: true });
for (const stale of readdirSync(folder)) rmSync(new URL(stale, folder));
for (const { fileName, code, declarations } of buildGeneratedFiles()) {
  writeFileSync(new URL(`${fileName}.js`, folder), code);
  writeFileSync(new URL(`${fileName}.d.ts`, folder), declarations);
  console.log(`domain/validation/generated/${fileName}.js écrit`);
}

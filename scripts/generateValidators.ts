import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { buildStandaloneValidators } from '../validation/standaloneValidators.ts';

const folder = new URL('../validation/generated/', import.meta.url);
for (const stale of readdirSync(folder)) rmSync(new URL(stale, folder));
for (const { fileName, code, declarations } of buildStandaloneValidators()) {
  writeFileSync(new URL(`${fileName}.js`, folder), code);
  writeFileSync(new URL(`${fileName}.d.ts`, folder), declarations);
  console.log(`validation/generated/${fileName}.js écrit`);
}

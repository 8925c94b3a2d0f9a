import { writeFileSync } from 'node:fs';
import { buildStandaloneValidators } from '../validation/standaloneValidators.ts';

const { code, declarations } = buildStandaloneValidators();
writeFileSync(new URL('../validation/generated/validators.js', import.meta.url), code);
writeFileSync(new URL('../validation/generated/validators.d.ts', import.meta.url), declarations);
console.log('validation/generated/validators.js écrit');

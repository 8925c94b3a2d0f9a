import { Ajv2020, type Options } from 'ajv/dist/2020.js';
import addErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { registerCustomKeywords } from './customKeywords.ts';

/**
 * The one Ajv configuration of the project. The server compiles with it at start-up; the browser runs
 * validators precompiled with it (`npm run generate`), so both give the same verdicts and messages.
 */
export function createAjv(options: Options = {}): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true, // ajv-errors needs every error to pick the right message
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    // prices are multiples of 0.01: without a tolerance 12.3 / 0.01 is not an integer in binary floating point
    multipleOfPrecision: 9,
    discriminator: false,
    ...options,
  });
  addFormats.default(ajv, ['email', 'date', 'date-time', 'uri']);
  addErrors.default(ajv);
  registerCustomKeywords(ajv);
  return ajv;
}

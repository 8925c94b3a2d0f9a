// @vitest-environment node
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ONIX_SCHEMA_DIR } from '../api/onixValidation.ts';

/** EDItEUR's files as published: their terms allow the schemas' use unmodified only. */
const PUBLISHED = {
  'ONIX_BookProduct_3.1_reference.xsd': '55d83f995dc8c3efab118edada0978c5f9215ada003aa7bd1813da6f31f02799',
  'ONIX_BookProduct_CodeLists.xsd': '76730cdeaed91efafd358d7a80a18b00472bc7359726e82ccaa140e8b6fee78a',
  'ONIX_XHTML_Subset.xsd': '5192454649d7b32a2b3dde20dcb63f6fc888b9b9e6227d56e981c283c73d1f1c',
};

describe('the shipped ONIX 3.1 schemas', () => {
  it('are EDItEUR’s files, unmodified', () => {
    const shipped = Object.fromEntries(
      readdirSync(ONIX_SCHEMA_DIR).map((name) => [
        name,
        createHash('sha256')
          .update(readFileSync(`${ONIX_SCHEMA_DIR}${name}`))
          .digest('hex'),
      ]),
    );
    expect(shipped).toEqual(PUBLISHED);
  });
});

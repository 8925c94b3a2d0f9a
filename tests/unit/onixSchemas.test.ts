// @vitest-environment node
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { OnixRelease } from '../../domain/publication/onixRelease.ts';
import { onixSchemaDir } from '../api/onixValidation.ts';

/** EDItEUR's files as published: their terms allow the schemas' use unmodified only. */
const PUBLISHED: Record<OnixRelease, Record<string, string>> = {
  '3.0': {
    'ONIX_BookProduct_3.0_reference.xsd': '5ac4e162cbcc4a549c62fdfa3db47bd3ae0b13e3da26a9f92ec743debf10962d',
    'ONIX_BookProduct_CodeLists.xsd': '47ceb78aee3843df9c48fe3101dc84a2bf0bccb436be387b5f135045e155fcf0',
    'ONIX_XHTML_Subset.xsd': '5192454649d7b32a2b3dde20dcb63f6fc888b9b9e6227d56e981c283c73d1f1c',
  },
  '3.1': {
    'ONIX_BookProduct_3.1_reference.xsd': '55d83f995dc8c3efab118edada0978c5f9215ada003aa7bd1813da6f31f02799',
    'ONIX_BookProduct_CodeLists.xsd': '76730cdeaed91efafd358d7a80a18b00472bc7359726e82ccaa140e8b6fee78a',
    'ONIX_XHTML_Subset.xsd': '5192454649d7b32a2b3dde20dcb63f6fc888b9b9e6227d56e981c283c73d1f1c',
  },
};

describe.each(['3.0', '3.1'] as const)('the shipped ONIX %s schemas', (release) => {
  it('are EDItEUR’s files, unmodified', () => {
    const dir = onixSchemaDir(release);
    const shipped = Object.fromEntries(
      readdirSync(dir).map((name) => [
        name,
        createHash('sha256')
          .update(readFileSync(`${dir}${name}`))
          .digest('hex'),
      ]),
    );
    expect(shipped).toEqual(PUBLISHED[release]);
  });
});

import { readFileSync } from 'node:fs';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { buildStandaloneValidators } from '../../validation/standaloneValidators.ts';
import { CONTRACT_PATH } from '../../validation/loadContract.ts';

const read = (relative: string) => readFileSync(new URL(`../../${relative}`, import.meta.url), 'utf8');
const STALE = 'périmé : lancez `npm run generate`';

describe('generated files follow the contract', () => {
  it('the API types are those openapi-typescript writes from openapi/portal.yaml', async () => {
    const expected = COMMENT_HEADER + astToString(await openapiTS(new URL(`file://${CONTRACT_PATH}`)));
    expect(read('openapi/generated/schema.d.ts'), `openapi/generated/schema.d.ts ${STALE}`).toBe(expected);
  });

  it("the browser's precompiled validators are those Ajv compiles from the contract", () => {
    const { code, declarations } = buildStandaloneValidators();
    expect(read('validation/generated/validators.js'), `validation/generated/validators.js ${STALE}`).toBe(code);
    expect(read('validation/generated/validators.d.ts'), `validation/generated/validators.d.ts ${STALE}`).toBe(
      declarations,
    );
  });
});

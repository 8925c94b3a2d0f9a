import { readdirSync, readFileSync } from 'node:fs';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { buildGeneratedFiles } from '../../domain/validation/standaloneValidators.ts';
import { CONTRACT_PATH } from '../../domain/validation/loadContract.ts';

const read = (relative: string) => readFileSync(new URL(`../../${relative}`, import.meta.url), 'utf8');
const STALE = 'périmé : lancez `npm run generate`';

describe('generated files follow the contract', () => {
  it('the API types are those openapi-typescript writes from openapi/portal.yaml', async () => {
    const expected = COMMENT_HEADER + astToString(await openapiTS(new URL(`file://${CONTRACT_PATH}`)));
    expect(read('openapi/generated/schema.d.ts'), `openapi/generated/schema.d.ts ${STALE}`).toBe(expected);
  });

  it("the browser's precompiled validators are those Ajv compiles from the contract", () => {
    const files = buildGeneratedFiles();
    const expectedNames = files.flatMap(({ fileName }) => [`${fileName}.d.ts`, `${fileName}.js`]).sort();
    const present = readdirSync(new URL('../../domain/validation/generated/', import.meta.url)).sort();
    expect(present, `domain/validation/generated/ ${STALE}`).toEqual(expectedNames);
    for (const { fileName, code, declarations } of files) {
      expect(read(`domain/validation/generated/${fileName}.js`), `${fileName}.js ${STALE}`).toBe(code);
      expect(read(`domain/validation/generated/${fileName}.d.ts`), `${fileName}.d.ts ${STALE}`).toBe(declarations);
    }
  });
});

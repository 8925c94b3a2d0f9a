import { describe, expect, test } from 'vitest';
import { EAN_LENGTH, eanDigits, isEanCheckDigitValid, normalizeEan } from '../../../domain/ean.ts';
import { validatePublicationStep } from '../../../domain/publication/publicationSteps.ts';
import eanCasesTsv from '../../fixtures/publication/ean-cases.tsv?raw';

const EAN_CASES = eanCasesTsv
  .split('\n')
  .slice(1)
  .filter((line) => line.includes('\t'))
  .map((line) => line.split('\t') as [input: string, verdict: string, note: string]);

describe('normalizeEan', () => {
  test.each([
    ['9782070368228', '9782070368228'],
    ['978-2-07-036822-8', '9782070368228'],
    ['979 10 3960 012 5', '9791039600125'],
    ['978 - 2', '9782'],
    ['', ''],
  ])('« %s » → « %s »', (input, expected) => expect(normalizeEan(input)).toBe(expected));

  test('keeps what the contract does not let an author group the digits with', () => {
    expect(normalizeEan('978\t2\u00a007.036822/8')).toBe('978\t2\u00a007.036822/8');
  });
});

describe('eanDigits', () => {
  test('gives the 13 digits of a grouped EAN', () => {
    expect(eanDigits('978-2-07-036822-8')).toBe('9782070368228');
    expect(EAN_LENGTH).toBe(13);
  });

  test.each(['', '978207036822', '97820703682281', '978207036822X'])('« %s » is not 13 digits', (input) => {
    expect(eanDigits(input)).toBeNull();
  });
});

describe('isEanCheckDigitValid', () => {
  test.each(EAN_CASES)('« %s » (%s, %s)', (input, verdict) => {
    expect(isEanCheckDigitValid(input)).toBe(verdict !== 'cle');
  });
});

describe('the normaliser removes exactly the separators the contract accepts', () => {
  const ean = (separator: string) => ['978', '2', '07', '036822', '8'].join(separator);

  test.each([' ', '-', '\t', '\u00a0', '\u202f', '.', '/', '_'])('separator %j', (separator) => {
    const acceptedByContract = !validatePublicationStep(1, { Ean: ean(separator), IdsLangues: [20] }).errors.some(
      (error) => error.Champ === '/Ean',
    );
    expect(eanDigits(ean(separator)) !== null).toBe(acceptedByContract);
  });
});

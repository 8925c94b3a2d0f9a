import { describe, expect, test } from 'vitest';
import { frenchVatNumber, sirenOfSiret } from '../../domain/invoice/vatNumber.ts';

describe('the French intra-community VAT number', () => {
  test('puts the key of the SIREN between FR and the SIREN', () => {
    // Published examples: the key of 404833048 is 83, that of 732829320 is 44.
    expect(frenchVatNumber('404833048')).toBe('FR83404833048');
    expect(frenchVatNumber('732829320')).toBe('FR44732829320');
  });

  test('writes a small key on two digits', () => {
    const siren = '000000006';
    expect(frenchVatNumber(siren)).toBe('FR30000000006');
  });

  test('takes the SIREN from the SIRET', () => {
    expect(sirenOfSiret('73282932000074')).toBe('732829320');
  });
});

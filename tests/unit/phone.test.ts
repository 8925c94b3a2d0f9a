import { describe, expect, test } from 'vitest';
import { frenchPhoneText } from '../../domain/phone.ts';

describe('a phone number as French readers write it', () => {
  test.each([
    ['+33', '298000000', '+33 2 98 00 00 00'],
    ['+33', '0298000000', '+33 2 98 00 00 00'],
    [' +33', '6.12.34.56.78', '+33 6 12 34 56 78'],
    [null, '0261911234', '02 61 91 12 34'],
    [null, '02 61 91 12 34', '02 61 91 12 34'],
  ])('%s %s reads %s', (indicatif, valeur, shown) => {
    expect(frenchPhoneText(indicatif, valeur)).toBe(shown);
  });

  test.each([
    ['+32', '21234567', '+32 21234567'],
    ['+33', '12345', '+33 12345'],
    [null, 'standard', 'standard'],
  ])('a number that is not French, %s %s, stays as typed', (indicatif, valeur, shown) => {
    expect(frenchPhoneText(indicatif, valeur)).toBe(shown);
  });
});

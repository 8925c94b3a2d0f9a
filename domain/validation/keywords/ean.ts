/**
 * EAN-13 check digit (weights 1 and 3 from the left). Only a value of exactly 13 digits once its hyphens
 * and spaces are removed is judged here: the length and prefix rules of the contract report the others.
 */
export function isEanCheckDigitValid(value: string): boolean {
  const digits = value.replace(/[- ]/g, '');
  if (!/^[0-9]{13}$/.test(digits)) return true;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(digits[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === Number(digits[12]);
}

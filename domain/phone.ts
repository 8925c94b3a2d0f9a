/**
 * A French number as people write it, in pairs: « +33 2 98 00 00 00 », « 02 98 00 00 00 ». A number that is not
 * a French one (another prefix, another length, letters) is shown as it was typed.
 */
export function frenchPhoneText(indicatif: string | null, valeur: string): string {
  const digits = valeur.replace(/[\s.-]/g, '');
  const international = indicatif?.replace(/\s/g, '') === '+33';
  const national = /^0\d{9}$/.test(digits) ? digits : international && /^\d{9}$/.test(digits) ? `0${digits}` : null;
  if (national === null) return [indicatif, valeur].filter(Boolean).join(' ');
  const pairs = national.match(/\d{2}/g)!.join(' ');
  return international ? `+33 ${pairs.slice(1)}` : pairs;
}

/**
 * The intra-community VAT number France gives a company: `FR`, a two-digit key, then the SIREN. The key is
 * (12 + 3 × (SIREN mod 97)) mod 97, on two digits.
 */
export function frenchVatNumber(siren: string): string {
  const key = (12 + 3 * (Number(siren) % 97)) % 97;
  return `FR${String(key).padStart(2, '0')}${siren}`;
}

/** The SIREN is the first nine digits of a SIRET. */
export function sirenOfSiret(siret: string): string {
  return siret.slice(0, 9);
}

/** A yes-or-no field as the detail reads it. */
export function yesNo(value: boolean): string {
  return value ? 'Oui' : 'Non';
}

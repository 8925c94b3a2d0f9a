/**
 * A product record's reference: unique and stable for the sender, whatever changes in the record (ONIX asks it
 * never to be reused). The portal's publication id under the portal's origin, reversed as EDItEUR suggests.
 */
export function recordReference(publicUrl: string, idPublication: number): string {
  const host = new URL(publicUrl).hostname.split('.').reverse().join('.');
  return `${host}.publication.${idPublication}`;
}

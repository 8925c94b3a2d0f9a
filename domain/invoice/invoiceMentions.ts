/** The invoice series: invoices and credit notes are numbered apart, each without a gap. */
export const SERIE = { facture: 'FA', avoir: 'AV' } as const;

export type Serie = (typeof SERIE)[keyof typeof SERIE];

/** An invoice number: its series, the year it was issued and its sequence in the series (never reset). */
export function invoiceNumber(serie: Serie, issuedOn: string, sequence: number): string {
  return `${serie}-${issuedOn.slice(0, 4)}-${String(sequence).padStart(6, '0')}`;
}

/**
 * What an invoice to a professional customer must say of late payment (Code de commerce L441-10): the penalty
 * rate and the fixed recovery indemnity. The invoice is paid when issued, so the penalties can only apply to a
 * later amount due (a regularisation).
 */
export const PROFESSIONAL_MENTIONS =
  'Facture acquittée à la commande. En cas de retard de paiement d’une somme due, des pénalités de retard sont exigibles au taux de trois fois le taux d’intérêt légal, ainsi qu’une indemnité forfaitaire pour frais de recouvrement de 40 € (Code de commerce, articles L441-10 et D441-5). Pas d’escompte pour paiement anticipé.';

/**
 * The same mentions as the Factur-X notes the French rules (BR-FR-05) expect, each under its UNTDID 4451 subject
 * code: penalties for late payment (PMD), the fixed recovery indemnity (PMT), the discount or its absence (AAB).
 */
export const PROFESSIONAL_MENTION_NOTES = {
  PMD: 'Facture acquittée à la commande. En cas de retard de paiement d’une somme due, des pénalités de retard sont exigibles au taux de trois fois le taux d’intérêt légal (Code de commerce, article L441-10).',
  PMT: 'Indemnité forfaitaire pour frais de recouvrement en cas de retard de paiement : 40 € (Code de commerce, article D441-5).',
  AAB: 'Pas d’escompte pour paiement anticipé.',
} as const;

/** How the payment method is written on the invoice, from the card brand the provider reports. */
export function paymentMethodOf(cardBrand: string | null): string {
  return cardBrand ? `Carte bancaire (${cardBrand}) en ligne` : 'Carte bancaire en ligne';
}

/** What an invoice's page and its download say. */
export const INVOICE_TEXTS = {
  facture: 'Facture',
  avoir: 'Avoir',
  title: (numero: string, avoir: boolean) => `${avoir ? 'Avoir' : 'Facture'} ${numero}`,
  downloadFromCommande: 'Télécharger la facture (PDF)',
  download: 'Télécharger le PDF',
  downloading: 'Téléchargement en cours...',
  print: 'Imprimer',
  downloadFailed: "La facture n'a pas pu être téléchargée. Veuillez réessayer.",
  /** The PDF is saved under the invoice's number. */
  fileName: (numero: string) => `${numero}.pdf`,
  notFound: {
    title: 'Facture introuvable',
    message: "Cette facture n'existe pas ou ne fait pas partie de vos factures.",
  },
  creditNoteOf: (numero: string) => `Avoir sur la facture ${numero}`,
  fromCommande: (numero: string) => `Commande ${numero}`,
} as const;

/** What an invoice says of its settlement: the page and the PDF word it alike. */
export interface InvoiceSettlement {
  Avoir: boolean;
  DatePaiement: string | null;
  MoyenPaiement: string | null;
  TotalTTCCentimes: number;
}

/**
 * The payment (or, for a credit note, the refund) as the invoice words it, its date written by `day`. An invoice of
 * 0 € was paid by no one: it says there was nothing to pay. Null when the invoice names no payment.
 */
export function settlementMention(facture: InvoiceSettlement, day: (isoDate: string) => string): string | null {
  if (!facture.Avoir && facture.TotalTTCCentimes === 0 && !facture.DatePaiement) return NOTHING_TO_PAY_MENTION;
  if (!facture.DatePaiement) return null;
  const moyen = facture.MoyenPaiement ? ` par ${facture.MoyenPaiement}` : '';
  return `${facture.Avoir ? 'Remboursé' : 'Payée'} le ${day(facture.DatePaiement)}${moyen}.`;
}

/** A 0 € invoice: its Factur-X payment terms say it too. */
export const NOTHING_TO_PAY_MENTION = 'Aucun paiement dû : le montant de la commande est de 0,00 €.';

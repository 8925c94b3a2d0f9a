/** What an invoice's page and its download say. */
export const INVOICE_TEXTS = {
  facture: 'Facture',
  avoir: 'Avoir',
  title: (numero: string, avoir: boolean) => `${avoir ? 'Avoir' : 'Facture'} ${numero}`,
  downloadFromOrder: 'Télécharger la facture (PDF)',
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
  fromOrder: (numero: string) => `Commande ${numero}`,
} as const;

import { COVER_LIMITS, COVER_MESSAGES } from '../publication/coverFiles.ts';

/*
 * A bought article (« Fiche pratique », « Guide ») is a PDF its buyer downloads while the order is paid for good
 * (ETATS_COMMANDE_PAYEE: paid, in progress or completed), never before payment and no more once refunded.
 */

/** An article's file: a PDF of the covers' size at most. */
export const ARTICLE_FILE_LIMITS = {
  maxMegabytes: COVER_LIMITS.maxMegabytes,
  maxBytes: COVER_LIMITS.maxBytes,
  mediaType: 'application/pdf',
} as const;

/**
 * The name the buyer's PDF is saved under: the article's label in lower case, without accents or punctuation
 * (« Fiche pratique : obtenir un ISBN » → `fiche-pratique-obtenir-un-isbn.pdf`).
 */
export function articleFileName(libelle: string): string {
  const slug = libelle
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${slug || 'article'}.pdf`;
}

/** A file's size as staff read it: « 512 octets », « 34 Ko », « 1,2 Mo ». */
export function formatFileSize(octets: number): string {
  if (octets < 1024) return `${octets} octets`;
  if (octets < 1024 * 1024) return `${Math.round(octets / 1024)} Ko`;
  return `${(octets / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
}

/** What the portal says about an article's file, to its buyer and to staff. */
export const ARTICLE_TEXTS = {
  download: 'Télécharger',
  downloadOf: (libelle: string) => `Télécharger « ${libelle} » (PDF)`,
  downloading: 'Téléchargement en cours...',
  downloadAgain: 'Télécharger de nouveau',
  downloadTitle: 'Téléchargement de votre article',
  downloadStarted: (libelle?: string) =>
    `Le téléchargement ${libelle ? `de « ${libelle} »` : 'de votre article'} a commencé. ` +
    'Le PDF reste disponible depuis votre commande.',
  downloadFailed: "L'article n'a pas pu être téléchargé. Veuillez réessayer.",
  /** One answer for every case a file is not given (unpaid, refunded, another account's, unknown): nothing leaks. */
  notFound: {
    title: 'Article introuvable',
    message: "Ce fichier n'existe pas ou ne fait pas partie de vos achats.",
  },
  backToCommande: '← Retour à la commande',
  /** In « Mes commandes », the column of the files each order gives. */
  listColumn: 'Articles',
  /** The e-mail's paragraph on what the order gives to download. */
  mailIntro: 'Vos articles sont disponibles au téléchargement :',
  /** The e-mail to buyers who paid before the article's file was uploaded. */
  availableSubject: (libelle: string) => `Votre article « ${libelle} » est disponible`,
  /** The back office's product dialog. */
  fileLegend: 'Fichier PDF remis aux acheteurs',
  fileNone: "Aucun fichier n'est encore déposé : les acheteurs ne peuvent rien télécharger.",
  fileChoose: 'Déposer le PDF',
  fileReplace: 'Remplacer',
  fileHint: `PDF de ${COVER_LIMITS.maxMegabytes} Mo au plus.`,
  fileUploading: 'Envoi du fichier...',
  fileSaved: (libelle: string) => `Le fichier de « ${libelle} » est enregistré.`,
  fileDownload: 'Télécharger le fichier',
  fileDownloadFailed: "Le fichier n'a pas pu être téléchargé. Veuillez réessayer.",
  fileSize: formatFileSize,
  formatRefused: 'Format refusé : pdf uniquement',
  tooLarge: COVER_MESSAGES.size,
  notAnArticle: 'Seul un article donne un fichier à télécharger.',
} as const;

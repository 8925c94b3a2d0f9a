/**
 * What one account may keep in uploaded files (covers and fourth covers of its publications), and how often it
 * may upload. The back office's uploads count in the owner's files but are never refused for them.
 */
const MAX_MEGABYTES = 100;

export const UPLOAD_QUOTA = {
  maxFiles: 40,
  maxMegabytes: MAX_MEGABYTES,
  maxBytes: MAX_MEGABYTES * 1024 * 1024,
} as const;

/** Publication_FileUpload per account: a wizard sends at most two files a step. */
export const FILE_UPLOAD_RATE = { max: 20, timeWindowMs: 60_000 } as const;

export const UPLOAD_MESSAGES = {
  pdfScript: 'Ce PDF contient du JavaScript ou des actions automatiques : il est refusé.',
  pdfUncheckable: 'Ce PDF ne peut pas être vérifié (contenu compressé trop volumineux) : il est refusé.',
  pdfAction:
    'Ce PDF contient des actions (lien vers l’extérieur, lancement, envoi de formulaire ou média) : il est refusé.',
  pdfAttachment: 'Ce PDF contient des fichiers joints : il est refusé.',
  pdfUndecodable:
    'Ce PDF ne peut pas être vérifié (contenu illisible, chiffré ou compressé autrement) : il est refusé.',
} as const;

/** Why a PDF is refused: what it would run, fetch or carry, or what of it cannot be read to be checked. */
export type PdfRefusal = 'script' | 'action' | 'attachment' | 'undecodable' | 'uncheckable';

const PDF_REFUSALS: Readonly<Record<PdfRefusal, string>> = {
  script: UPLOAD_MESSAGES.pdfScript,
  action: UPLOAD_MESSAGES.pdfAction,
  attachment: UPLOAD_MESSAGES.pdfAttachment,
  undecodable: UPLOAD_MESSAGES.pdfUndecodable,
  uncheckable: UPLOAD_MESSAGES.pdfUncheckable,
};

export function pdfRefusal(refusal: PdfRefusal): string {
  return PDF_REFUSALS[refusal];
}

/** The refusal past an account's quota, which it states (the portal's, or a lower one set for tests). */
export function quotaRefusal(quota: { maxFiles: number; maxBytes: number }): string {
  const megabytes = (quota.maxBytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 });
  return `Vos fichiers dépassent la place accordée à un compte (${quota.maxFiles} fichiers, ${megabytes} Mo) : remplacez un fichier existant ou supprimez une publication.`;
}

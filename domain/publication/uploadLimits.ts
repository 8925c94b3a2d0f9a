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
} as const;

/** The refusal past an account's quota, which it states (the portal's, or a lower one set for tests). */
export function quotaRefusal(quota: { maxFiles: number; maxBytes: number }): string {
  const megabytes = (quota.maxBytes / (1024 * 1024)).toLocaleString('fr-FR', { maximumFractionDigits: 1 });
  return `Vos fichiers dépassent la place accordée à un compte (${quota.maxFiles} fichiers, ${megabytes} Mo) : remplacez un fichier existant ou supprimez une publication.`;
}

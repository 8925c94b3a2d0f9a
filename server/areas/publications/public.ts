// What the other areas may use of this one: they import it from here, never from its other files.
export { etape5Of, judgeCovers, saveCovers, uploadIds } from './coverUpload.ts';
export type { UploadBody } from './coverUpload.ts';
export { toColumns, toPublication, toPublicationBO, toResume } from './mapping.ts';
export type { ProprietairePublication, Publication, PublicationFields, PublicationRecord } from './mapping.ts';
export { NO_MODERATION, moderationOf } from './moderationHistory.ts';
export type { PublicationModeration } from './moderationHistory.ts';
export { ETATS_COUVERTURES_PUBLIQUES, publicCoverPath } from './publicCovers.ts';
export { publicationView } from './publicationView.ts';
export { withReferencesChecked } from './referenceChecks.ts';
export { findOwnPublication, hasEan, listPublicationsOf, updatePublication } from './repository.ts';
export { refusedOnSave } from './rules.ts';

// What the other areas may use of this one: they import it from here, never from its other files.
export {
  applyAcknowledgement,
  markDelivered,
  onPublicationChangedByStaff,
  onPublicationValidated,
  payReferencingsOfCommande,
  publicationsToDeliver,
  referencingOf,
  referencingsOf,
  startCorrection,
  unpayReferencingsOfCommande,
} from './referencing.ts';
export type { Acknowledgement } from './referencing.ts';
export { referencingNotices } from './notices.ts';
export type { ReferencingNotices } from './notices.ts';
export type { Referencement } from './view.ts';

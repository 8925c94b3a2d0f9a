/** What other features may use of the publications feature: a publication as its author declared it, its wizard. */
export { PublicationDetail } from './components/detail/PublicationDetail.tsx';
export { DetailItem as PublicationDetailItem } from './components/detail/DetailItem.tsx';
export { default as publicationDetailStyles } from './components/detail/PublicationDetail.module.css';
export { CatalogueMessages } from './components/referencing/CatalogueMessages.tsx';
export { usePublicationReferenceLists } from './components/detail/usePublicationReferenceLists.ts';
export type { PublicationReferenceLists } from './components/detail/usePublicationReferenceLists.ts';
export { PublicationStateBadge } from './components/list/PublicationStateBadge.tsx';
export { titleOf } from './components/list/publicationText.ts';
export { useReferenceList } from './api/referenceLists.ts';
export { formatEan } from './utils/formatEan.ts';
export { PublicationWizard } from './components/wizard/PublicationWizard.tsx';
export { VerificationPoints } from './components/review/VerificationPoints.tsx';
export { useWizardPageActor } from './hooks/useWizardPageActor.ts';
export type { WizardPageDependencies } from './hooks/useWizardPageActor.ts';
export { sendPublicationFiles } from './api/uploadPublicationFiles.ts';
export { WIZARD_TITLE } from './utils/wizardTexts.ts';
export { FixListSummary } from './components/fixList/FixListSummary.tsx';

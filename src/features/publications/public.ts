/** What other features may use of the publications feature: reading a publication as its author declared it. */
export { PublicationDetail } from './components/detail/PublicationDetail.tsx';
export { usePublicationReferenceLists } from './components/detail/usePublicationReferenceLists.ts';
export type { PublicationReferenceLists } from './components/detail/usePublicationReferenceLists.ts';
export { PublicationStateBadge } from './components/list/PublicationStateBadge.tsx';
export { titleOf } from './components/list/publicationText.ts';
export { useReferenceList } from './api/referenceLists.ts';
export { formatEan } from './utils/formatEan.ts';

import { useReferenceList, type ReferenceList } from '../../api/referenceLists.ts';

export interface PublicationReferenceLists {
  langues: ReferenceList<'langues'>;
  typesContribution: ReferenceList<'typesContribution'>;
  disponibilites: ReferenceList<'disponibilites'>;
  formats: ReferenceList<'formats'>;
  illustrations: ReferenceList<'illustrations'>;
  typesOuvrage: ReferenceList<'typesOuvrage'>;
  sujets: ReferenceList<'sujets'>;
  etatsPublication: ReferenceList<'etatsPublication'>;
}

export type ReferenceListsState =
  | { status: 'pending' }
  | { status: 'error'; error: unknown; retry(): void }
  | { status: 'success'; lists: PublicationReferenceLists };

/** The lists that name a publication's ids, all asked for at once (each query starts as its hook runs). */
export function usePublicationReferenceLists(): ReferenceListsState {
  const queries = {
    langues: useReferenceList('langues'),
    typesContribution: useReferenceList('typesContribution'),
    disponibilites: useReferenceList('disponibilites'),
    formats: useReferenceList('formats'),
    illustrations: useReferenceList('illustrations'),
    typesOuvrage: useReferenceList('typesOuvrage'),
    sujets: useReferenceList('sujets'),
    etatsPublication: useReferenceList('etatsPublication'),
  };
  const all = Object.values(queries);
  const failed = all.filter((query) => query.isError);
  if (failed.length > 0) {
    return { status: 'error', error: failed[0]?.error, retry: () => failed.forEach((query) => void query.refetch()) };
  }
  const { langues, typesContribution, disponibilites, formats, illustrations, typesOuvrage, sujets, etatsPublication } =
    queries;
  if (
    langues.data === undefined ||
    typesContribution.data === undefined ||
    disponibilites.data === undefined ||
    formats.data === undefined ||
    illustrations.data === undefined ||
    typesOuvrage.data === undefined ||
    sujets.data === undefined ||
    etatsPublication.data === undefined
  ) {
    return { status: 'pending' };
  }
  return {
    status: 'success',
    lists: {
      langues: langues.data,
      typesContribution: typesContribution.data,
      disponibilites: disponibilites.data,
      formats: formats.data,
      illustrations: illustrations.data,
      typesOuvrage: typesOuvrage.data,
      sujets: sujets.data,
      etatsPublication: etatsPublication.data,
    },
  };
}

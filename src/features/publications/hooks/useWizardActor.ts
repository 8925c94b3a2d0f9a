import { authorReadOnlyReason } from '../../../../domain/publication/authorReadOnly.ts';
import type { QueryClient } from '@tanstack/react-query';
import type { PublicationSaisie, WizardRouteParams } from '../../../../machines/wizard/types.ts';
import { wizardApi } from '../api/wizardApi.ts';
import { getPublication, publicationQueryOptions } from '../api/getPublication.ts';
import { publicationPath, wizardPath } from '../utils/wizardPath.ts';
import type { ReadOnlyArrival } from '../utils/readOnlyArrival.ts';
import { useWizardPageActor } from './useWizardPageActor.ts';
import { publicationKeys } from '../../../lib/queryKeys/publicationKeys.ts';

/** What the author may not change: a publication awaiting moderation or validated. */
function readOnlyReason(publication: PublicationSaisie): string | null {
  return publication.IdEtatPublication === undefined ? null : authorReadOnlyReason(publication.IdEtatPublication);
}

/** Takes a publication out of the cache: its pages read it afresh after the wizard changed it. */
function forgetPublication(queryClient: QueryClient, id: number | null | undefined): void {
  if (typeof id === 'number') queryClient.removeQueries({ queryKey: publicationQueryOptions(id).queryKey });
}

/** A wizard call after which the publication's pages read it afresh. */
function thenForget<A extends unknown[], R>(
  queryClient: QueryClient,
  call: (...args: A) => Promise<R>,
  idOf: (...args: A) => number | null | undefined,
): (...args: A) => Promise<R> {
  return async (...args) => {
    const result = await call(...args);
    forgetPublication(queryClient, idOf(...args));
    return result;
  };
}

/** The author's wizard actor: their own calls, `/publication/…` addresses, submission for moderation at the end. */
export function useWizardActor(route: WizardRouteParams) {
  return useWizardPageActor(route, (queryClient) => ({
    api: {
      ...wizardApi,
      // Always read afresh, and kept for the publication's page, where a read-only publication leads at once.
      get: (id, signal) =>
        queryClient.fetchQuery({
          ...publicationQueryOptions(id),
          queryFn: () => getPublication(id, { signal }),
          staleTime: 0,
        }),
      update: thenForget(queryClient, wizardApi.update, (publication) => publication.Id),
      updateLibre: thenForget(queryClient, wizardApi.updateLibre, (publication) => publication.Id),
      uploadImages: thenForget(queryClient, wizardApi.uploadImages, (id) => id),
      submit: async (publication, signal) => {
        const submitted = await wizardApi.submit(publication, signal);
        // Its pages read it afresh in its new state (the end page decides on it).
        forgetPublication(queryClient, publication.Id);
        await queryClient.invalidateQueries({ queryKey: publicationKeys.all() });
        return submitted;
      },
    },
    pathOf: wizardPath,
    readOnlyReason,
    readOnlyTarget: (id, reason) => {
      const state: ReadOnlyArrival = { readOnlyReason: reason };
      return { path: publicationPath(id), state };
    },
  }));
}

import { authorReadOnlyReason } from '../../../../domain/publication/authorReadOnly.ts';
import type { PublicationSaisie, WizardRouteParams } from '../../../../machines/wizard/types.ts';
import { wizardApi } from '../api/wizardApi.ts';
import { publicationQueryOptions } from '../api/getPublication.ts';
import { publicationPath, wizardPath } from '../utils/wizardPath.ts';
import type { ReadOnlyArrival } from '../utils/readOnlyArrival.ts';
import { useWizardPageActor } from './useWizardPageActor.ts';

/** What the author may not change: a publication awaiting moderation or validated. */
function readOnlyReason(publication: PublicationSaisie): string | null {
  return publication.IdEtatPublication === undefined ? null : authorReadOnlyReason(publication.IdEtatPublication);
}

/** The author's wizard actor: their own calls, `/publication/…` addresses, submission for moderation at the end. */
export function useWizardActor(route: WizardRouteParams) {
  return useWizardPageActor(route, (queryClient) => ({
    api: {
      ...wizardApi,
      submit: async (publication, signal) => {
        const submitted = await wizardApi.submit(publication, signal);
        // Its pages read it afresh in its new state (the end page decides on it).
        queryClient.removeQueries({ queryKey: publicationQueryOptions(publication.Id).queryKey });
        await queryClient.invalidateQueries({ queryKey: ['publications'] });
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

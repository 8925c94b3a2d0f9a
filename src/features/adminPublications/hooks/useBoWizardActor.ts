import type { WizardRoute, WizardRouteParams } from '../../../../machines/wizard/types.ts';
import { useWizardPageActor } from '../../publications/public.ts';
import { boPublicationQueryOptions } from '../api/getBoPublication.ts';
import { boWizardApi } from '../api/boWizardApi.ts';
import { ADMIN_PUBLICATION_PATHS as PATHS } from '../paths.ts';
import { boPublicationKeys } from '../api/boPublicationKeys.ts';

/** Where the back office's wizard goes: a step under `/admin/publication/{idpersonne}/{id}/edit/`, its end the detail. */
export function boWizardPath(idPersonne: number, { id, step }: Pick<WizardRoute, 'id' | 'step'>): string {
  if (id === null) return PATHS.list;
  return step === 'fin' ? PATHS.detail(idPersonne, id) : PATHS.editStep(idPersonne, id, step);
}

/**
 * The wizard actor of the back office on the publication of the account `idPersonne`: the `/BO/` calls, the
 * admin addresses; everything may be changed, and Valider saves without submitting anything.
 */
export function useBoWizardActor(idPersonne: number, route: WizardRouteParams) {
  return useWizardPageActor(route, (queryClient) => ({
    api: boWizardApi(idPersonne, (saved) => {
      // The detail shows what was just saved; the lists read it afresh.
      queryClient.setQueryData(boPublicationQueryOptions(saved.IdPersonne, saved.Id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: boPublicationKeys.lists() });
    }),
    pathOf: (route) => boWizardPath(idPersonne, route),
    readOnlyReason: () => null,
    readOnlyTarget: () => null,
  }));
}

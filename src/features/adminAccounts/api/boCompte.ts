import { post } from '../../../lib/api/client.ts';
import type { Compte, CompteBOMiseAJourValues, Confirmation } from '../../../../machines/adminAccount/types.ts';

/** The calls of an account's back-office page, as the admin account machine takes them. */
export const boCompteApi = {
  load: (id: number, signal: AbortSignal): Promise<Compte> => post('/BO/Compte/Compte_Get', { Id: id }, { signal }),
  save: (values: CompteBOMiseAJourValues, signal: AbortSignal): Promise<Compte> =>
    post('/BO/Compte/Compte_Update', values, { signal }),
  remove: (id: number, signal: AbortSignal): Promise<Confirmation> =>
    post('/BO/Compte/Compte_Delete', { Id: id }, { signal }),
};

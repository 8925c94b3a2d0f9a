import { DEFAULT_PAGINATION } from '../../../domain/pagination.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { callerAccountOf } from '../../platform/http/authenticate.ts';
import { deleteBoAccount } from './deleteAccount.ts';
import { readBoAccount } from './readAccount.ts';
import { countAccounts, pageAccountRows } from './repository.ts';
import { updateBoAccount } from './updateAccount.ts';
import { toCompteResume } from './view.ts';

export function boAccountHandlers(dependencies: AppDependencies): HandlerMap {
  const { db } = dependencies;
  return {
    BO_Compte_Compte_GetAll: async (request) => {
      const values = valuesOf(request, 'Requete_BOCompteGetAll');
      const { Limit = DEFAULT_PAGINATION.Limit, Offset = DEFAULT_PAGINATION.Offset } = values;
      return (await pageAccountRows(db, values, Limit, Offset)).map(toCompteResume);
    },

    BO_Compte_Compte_GetAll_Count: async (request) => ({
      Total: await countAccounts(db, valuesOf(request, 'Requete_BOCompteFiltres')),
    }),

    BO_Compte_Compte_Get: async (request) =>
      readBoAccount(db, valuesOf(request, 'Requete_Id').Id, callerAccountOf(request)?.id),

    BO_Compte_Compte_Update: updateBoAccount(dependencies),

    BO_Compte_Compte_Delete: deleteBoAccount(dependencies),
  };
}

import { ACCOUNT_MESSAGES } from '../../domain/identity/messages.ts';
import { DEFAULT_PAGINATION } from '../../domain/pagination.ts';
import { findCompteById, toCompte } from '../accounts/repository.ts';
import type { Queryable } from '../db/database.ts';
import type { HandlerMap } from '../http/contractRoutes.ts';
import { valuesOf, type AppDependencies } from '../http/dependencies.ts';
import { HttpError } from '../http/httpError.ts';
import { countBoAccounts, pageBoAccounts } from './listAccounts.ts';

/** The account as Compte_Get gives it; 404 when no account has this id. */
export async function readBoAccount(db: Queryable, id: number) {
  const record = await findCompteById(db, id);
  if (!record) throw new HttpError(404, ACCOUNT_MESSAGES.accountNotFound);
  return toCompte(record);
}

export function boAccountHandlers({ db }: AppDependencies): HandlerMap {
  return {
    BO_Compte_Compte_GetAll: async (request) => {
      const values = valuesOf(request, 'Requete_BOCompteGetAll');
      const { Limit = DEFAULT_PAGINATION.Limit, Offset = DEFAULT_PAGINATION.Offset } = values;
      return pageBoAccounts(db, values, Limit, Offset);
    },

    BO_Compte_Compte_GetAll_Count: async (request) => ({
      Total: await countBoAccounts(db, valuesOf(request, 'Requete_BOCompteFiltres')),
    }),

    BO_Compte_Compte_Get: async (request) => readBoAccount(db, valuesOf(request, 'Requete_Id').Id),
  };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { BO_ACCOUNT_MESSAGES } from '../../../domain/identity/boAccountMessages.ts';
import { ACCOUNT_MESSAGES } from '../../../domain/identity/messages.ts';
import { GENERIC_FIELD_MESSAGE } from '../../../domain/validation/fieldErrors.ts';
import { fieldRefusal } from '../../platform/http/httpError.ts';
import { fromDirectory } from '../../platform/http/directoryCalls.ts';
import { isUniqueViolation } from '../../platform/db/constraintViolations.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { callerAccountOf } from '../../platform/http/authenticate.ts';
import { LoginTakenError, normalizeLogin } from '../../platform/identity/directory.ts';
import { readBoAccount } from './readAccount.ts';
import { updateAccountRow } from './repository.ts';
import { roleOf } from './rules.ts';
import { ACCOUNT_DELETION_MESSAGES } from '../../../domain/identity/accountDeletion.ts';
import { compteExists, findCompteById, paysExists, profileColumns } from '../accounts/public.ts';

/**
 * Compte_Update of the back office: the profile, the login, the type and the confirmation of an account, written
 * with the identity provider in one transaction (the provider last, so that its refusal leaves the account as it
 * was). A new login must be free; the staff member signed in keeps their own back-office access.
 */
export function updateBoAccount({ db, directory }: AppDependencies) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const values = valuesOf(request, 'Requete_BOCompteUpdate');
    const current = (await findCompteById(db, values.Id))?.compte;
    if (!current) throw new HttpError(404, ACCOUNT_MESSAGES.accountNotFound);
    // A deleted account's row holds no one any more: nobody gives it a person back.
    if (current.dateAnonymisation !== null) throw new HttpError(409, ACCOUNT_DELETION_MESSAGES.anonymised);
    const role = roleOf(values.IdTypeCompte);
    if (!role) return reply.code(400).send(fieldRefusal('/IdTypeCompte', GENERIC_FIELD_MESSAGE));
    if (!(await paysExists(db, values.Adresse.IdPays))) {
      return reply.code(400).send(fieldRefusal('/Adresse/IdPays', GENERIC_FIELD_MESSAGE));
    }
    const self = callerAccountOf(request)?.id === current.id;
    if (self && (role !== 'backoffice' || !values.Confirme)) throw new HttpError(409, BO_ACCOUNT_MESSAGES.demoteSelf);

    const login = normalizeLogin(values.Email);
    const newLogin = login === current.login ? undefined : login;
    if (
      newLogin !== undefined &&
      ((await compteExists(db, newLogin)) || (await fromDirectory(request, directory.exists(newLogin))))
    ) {
      throw new HttpError(409, ACCOUNT_MESSAGES.loginTaken);
    }

    const profile = profileColumns(values);
    try {
      await db.transaction(async (tx) => {
        await updateAccountRow(tx, current.id, {
          profile,
          login,
          role,
          idTypeCompte: values.IdTypeCompte,
          confirme: values.Confirme,
        });
        await fromDirectory(
          request,
          directory.updateUser(
            current.login,
            {
              ...(newLogin === undefined ? {} : { newLogin }),
              firstName: profile.prenom,
              lastName: profile.nom,
              confirmed: values.Confirme,
              role,
            },
            tx,
          ),
        );
      });
    } catch (error) {
      if (error instanceof LoginTakenError || isUniqueViolation(error))
        throw new HttpError(409, ACCOUNT_MESSAGES.loginTaken);
      throw error;
    }
    return readBoAccount(db, current.id, callerAccountOf(request)?.id);
  };
}

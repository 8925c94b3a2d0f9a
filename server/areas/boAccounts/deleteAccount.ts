import type { FastifyRequest } from 'fastify';
import { ACCOUNT_DELETION_MESSAGES } from '../../../domain/identity/accountDeletion.ts';
import { ACCOUNT_MESSAGES } from '../../../domain/identity/messages.ts';
import { fromDirectory } from '../../platform/http/directoryCalls.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { callerAccountOf } from '../../platform/http/authenticate.ts';
import { deletionVerdictOf, eraseAccount, lockLiveAccount } from '../accountData/public.ts';
import { findCompteById } from '../accounts/public.ts';

/**
 * Compte_Delete of the back office: the customer's own deletion rule and erasure (accountData), in one transaction
 * with the account's row locked first, so that an order or a publication written meanwhile waits for it. The staff
 * member's own account, an account with an order under way and one already deleted are refused (409) with the reason
 * Compte_Get's Suppression gave beforehand; the person is told by e-mail once the transaction has committed.
 */
export function deleteBoAccount(deps: AppDependencies) {
  const { db, mailer, outbox } = deps;
  return async (request: FastifyRequest) => {
    const { Id } = valuesOf(request, 'Requete_Id');
    const callerId = callerAccountOf(request)?.id;
    const erasure = await db.transaction(async (tx) => {
      const target = await lockLiveAccount(tx, Id);
      if (!target) {
        if (await findCompteById(tx, Id)) throw new HttpError(409, ACCOUNT_DELETION_MESSAGES.anonymised);
        throw new HttpError(404, ACCOUNT_MESSAGES.accountNotFound);
      }
      const verdict = await deletionVerdictOf(tx, target.id, callerId);
      if (!verdict.Supprimable) throw new HttpError(409, verdict.Raison ?? ACCOUNT_DELETION_MESSAGES.anonymised);
      return fromDirectory(request, eraseAccount(tx, deps, target));
    });
    await mailer.deliver(erasure.idMail);
    outbox.kick();
    return { Message: ACCOUNT_DELETION_MESSAGES.deletedByStaff };
  };
}

import type { FastifyRequest } from 'fastify';
import { BO_ACCOUNT_MESSAGES } from '../../../domain/identity/boAccountMessages.ts';
import { ACCOUNT_MESSAGES } from '../../../domain/identity/messages.ts';
import { fromDirectory } from '../../platform/http/directoryCalls.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { callerAccountOf } from '../../platform/http/authenticate.ts';
import { deleteAccountRow, holdingsOf, lockAccount } from './repository.ts';
import { recordWithdrawals } from '../deliveries/public.ts';
import { holdsAnything } from './rules.ts';

/**
 * Compte_Delete of the back office, in one transaction. The account's row is locked first: an order or a
 * publication written meanwhile waits for it (its foreign key), so none is lost by the cascade. An account with
 * orders or publications is kept (409), as is the staff member's own; otherwise the row goes with what belongs
 * to it alone (basket, confirmation codes, brand corrections, idempotent answers, by their foreign keys; content
 * versions keep the login and lose the id), then the identity provider's user and sessions.
 */
export function deleteBoAccount({ db, directory, config }: AppDependencies) {
  return async (request: FastifyRequest) => {
    const { Id } = valuesOf(request, 'Requete_Id');
    const callerId = callerAccountOf(request)?.id;
    await db.transaction(async (tx) => {
      const target = await lockAccount(tx, Id);
      if (!target) throw new HttpError(404, ACCOUNT_MESSAGES.accountNotFound);
      if (target.id === callerId) throw new HttpError(409, BO_ACCOUNT_MESSAGES.deleteSelf);
      const holdings = await holdingsOf(tx, target.id);
      if (holdsAnything(holdings)) {
        throw new HttpError(409, BO_ACCOUNT_MESSAGES.deleteRefused(holdings));
      }
      // The catalogue drops the records of publications the cascade takes (none while such accounts are kept).
      await recordWithdrawals(tx, target.id, config.publicUrl);
      await deleteAccountRow(tx, target.id);
      await fromDirectory(request, directory.deleteUser(target, tx));
    });
    return { Message: BO_ACCOUNT_MESSAGES.deleted };
  };
}

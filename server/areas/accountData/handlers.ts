import { ACCOUNT_DELETION_MESSAGES, isRecentAuthentication } from '../../../domain/identity/accountDeletion.ts';
import { dataExportFileName } from '../../../domain/identity/dataExport.ts';
import { ACCOUNT_MESSAGES } from '../../../domain/identity/messages.ts';
import { parisDay } from '../../../domain/parisDay.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import type { AppDependencies } from '../../platform/http/dependencies.ts';
import { fromDirectory } from '../../platform/http/directoryCalls.ts';
import { HttpError } from '../../platform/http/httpError.ts';
import { identityOf, requireCallerAccount } from '../../platform/http/authenticate.ts';
import { deletionVerdictOf, eraseAccount } from './eraseAccount.ts';
import { accountArchive } from './exportArchive.ts';
import { lockLiveAccount } from './repository.ts';

const accountNotFound = () => new HttpError(404, ACCOUNT_MESSAGES.accountNotFound);

/** « Mes données (RGPD) » of the profile: the archive of the account's data, and the deletion of the account. */
export function accountDataHandlers(deps: AppDependencies): HandlerMap {
  const { db, config, mailer, outbox } = deps;
  return {
    Compte_Compte_ExportDonnees: async (request, reply) => {
      const idCompte = requireCallerAccount(request, accountNotFound);
      const archive = await accountArchive(db, config.dataDir, idCompte);
      if (!archive) throw accountNotFound();
      return reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="${dataExportFileName(parisDay(new Date()))}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength));
    },

    Compte_Compte_GetSuppression: async (request) => {
      const idCompte = requireCallerAccount(request, accountNotFound);
      return {
        ...(await deletionVerdictOf(db, idCompte)),
        AuthentificationRecente: isRecentAuthentication(identityOf(request).authTime, new Date()),
      };
    },

    /**
     * The customer deletes their own account: only right after signing in again (the token's auth_time), and only
     * when the shared rule allows it; everything in one transaction, the e-mail delivered once it has committed.
     */
    Compte_Compte_Delete: async (request) => {
      const idCompte = requireCallerAccount(request, accountNotFound);
      if (!isRecentAuthentication(identityOf(request).authTime, new Date())) {
        throw new HttpError(403, ACCOUNT_DELETION_MESSAGES.reauthenticationRequired);
      }
      const erasure = await db.transaction(async (tx) => {
        const target = await lockLiveAccount(tx, idCompte);
        if (!target) throw accountNotFound();
        const verdict = await deletionVerdictOf(tx, target.id);
        if (!verdict.Supprimable) throw new HttpError(409, verdict.Raison ?? ACCOUNT_DELETION_MESSAGES.ownStaffAccount);
        return fromDirectory(request, eraseAccount(tx, deps, target));
      });
      await mailer.deliver(erasure.idMail);
      outbox.kick();
      return { Message: ACCOUNT_DELETION_MESSAGES.deletedByCustomer };
    },
  };
}

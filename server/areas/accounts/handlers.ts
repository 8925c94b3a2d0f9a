import type { FastifyRequest } from 'fastify';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { fieldRefusal, HttpError, MESSAGES } from '../../platform/http/httpError.ts';
import { fromDirectory } from '../../platform/http/directoryCalls.ts';
import { isUniqueViolation } from '../../platform/db/constraintViolations.ts';
import { callerAccountOf, identityOf } from '../../platform/http/authenticate.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { LoginTakenError, normalizeLogin } from '../../platform/identity/directory.ts';
import { passwordChangedMail } from '../../platform/identity/passwordChangedMail.ts';
import { ACCOUNT_MESSAGES } from '../../../domain/identity/messages.ts';
import { TYPE_COMPTE } from '../../../domain/identity/roles.ts';
import { GENERIC_FIELD_MESSAGE } from '../../../domain/validation/fieldErrors.ts';
import { confirmationCodeDigest, newConfirmationCode } from './confirmationCode.ts';
import { confirmationMail } from './confirmationMail.ts';
import { isExpiredRegistration, releaseExpiredRegistration } from './expiredRegistration.ts';
import { WRONG_PASSWORD_MESSAGE } from '../../../domain/validation/generated/contractTexts.js';
import {
  acceptConditionsPublication,
  bindSubject,
  compteExists,
  confirmCompte,
  findCompteByLogin,
  findConfirmation,
  insertCompte,
  insertConfirmationCode,
  paysExists,
  profileColumns,
  toCompte,
  touchCompte,
  updateProfile,
  useConfirmationCode,
} from './repository.ts';

/** Public calls that create, reveal or probe accounts: a person needs a few a minute, a robot thousands. */
export const REGISTRATION_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
export const CONFIRMATION_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;
export const LOGIN_EXIST_RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;
/** Each try checks the current password: as guarded as the sign-in form. */
export const PASSWORD_CHANGE_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

/** The signed-in account's login, as stored for the token's subject: never a value of the request. */
async function tokenLogin(db: Queryable, request: FastifyRequest): Promise<string> {
  const account = callerAccountOf(request);
  if (!account) throw new HttpError(404, ACCOUNT_MESSAGES.accountNotFound);
  return account.login;
}

export function accountHandlers({ config, db, mailer, directory }: AppDependencies): HandlerMap {
  /** An expired registration is released first: its address is free. */
  async function loginTaken(request: FastifyRequest, login: string): Promise<boolean> {
    await fromDirectory(request, releaseExpiredRegistration({ db, directory }, login));
    return (await compteExists(db, login)) || (await fromDirectory(request, directory.exists(login)));
  }

  return {
    Compte_Compte_LoginExist: {
      config: { rateLimit: LOGIN_EXIST_RATE_LIMIT },
      handler: async (request) => {
        const { Login } = valuesOf(request, 'Requete_Login');
        return { Existe: await loginTaken(request, normalizeLogin(Login)) };
      },
    },

    Compte_Compte_LoginCreate: {
      config: { rateLimit: REGISTRATION_RATE_LIMIT },
      handler: async (request, reply) => {
        const values = valuesOf(request, 'Requete_CompteLoginCreate');
        const login = normalizeLogin(values.Email);
        if (!(await paysExists(db, values.Adresse.IdPays))) {
          return reply.code(400).send(fieldRefusal('/Adresse/IdPays', GENERIC_FIELD_MESSAGE));
        }
        if (await loginTaken(request, login)) throw new HttpError(409, ACCOUNT_MESSAGES.loginTaken);

        const code = newConfirmationCode();
        const profile = profileColumns(values);
        let idMail: number;
        try {
          idMail = await db.transaction(async (tx) => {
            const idCompte = await insertCompte(tx, {
              ...profile,
              login,
              role: 'frontoffice',
              idTypeCompte: TYPE_COMPTE.frontoffice,
            });
            await insertConfirmationCode(tx, idCompte, confirmationCodeDigest(code));
            // Last, so that a refusal of the identity provider rolls the whole registration back.
            const sujet = await fromDirectory(
              request,
              directory.createUser(
                { login, password: values.MotDePasse, firstName: profile.prenom, lastName: profile.nom },
                tx,
              ),
            );
            await bindSubject(tx, idCompte, sujet);
            return mailer.queue(
              tx,
              confirmationMail({
                to: login,
                prenom: profile.prenom,
                nom: profile.nom,
                code,
                publicUrl: config.publicUrl,
              }),
            );
          });
        } catch (error) {
          if (error instanceof LoginTakenError || isUniqueViolation(error))
            throw new HttpError(409, ACCOUNT_MESSAGES.loginTaken);
          throw error;
        }
        await mailer.deliver(idMail);
        return { Message: ACCOUNT_MESSAGES.created };
      },
    },

    Compte_Compte_LoginConfirmation: {
      config: { rateLimit: CONFIRMATION_RATE_LIMIT },
      handler: async (request) => {
        const { Code } = valuesOf(request, 'Requete_LoginConfirmation');
        const empreinte = confirmationCodeDigest(Code);
        const confirmation = await findConfirmation(db, empreinte);
        if (!confirmation) throw new HttpError(404, ACCOUNT_MESSAGES.unknownCode);
        if (confirmation.dateUtilisation || confirmation.confirme)
          throw new HttpError(409, ACCOUNT_MESSAGES.codeAlreadyUsed);
        if (isExpiredRegistration(confirmation)) throw new HttpError(404, ACCOUNT_MESSAGES.codeExpired);
        await db.transaction(async (tx) => {
          if (!(await useConfirmationCode(tx, empreinte))) throw new HttpError(409, ACCOUNT_MESSAGES.codeAlreadyUsed);
          await confirmCompte(tx, confirmation.idCompte);
          await fromDirectory(request, directory.confirm(confirmation.login, tx));
        });
        return { Message: ACCOUNT_MESSAGES.confirmed, Login: confirmation.login };
      },
    },

    Compte_Compte_ChangePassword: {
      config: { rateLimit: PASSWORD_CHANGE_RATE_LIMIT },
      handler: async (request, reply) => {
        const values = valuesOf(request, 'Requete_CompteChangePassword');
        const login = await tokenLogin(db, request);
        const check = await fromDirectory(request, directory.checkPassword(login, values.AncienMotDePasse));
        if (check === 'invalid') return reply.code(400).send(fieldRefusal('/AncienMotDePasse', WRONG_PASSWORD_MESSAGE));
        const idMail = await db.transaction(async (tx) => {
          await touchCompte(tx, login);
          await fromDirectory(request, directory.setPassword(login, values.NouveauMotDePasse, tx));
          const compte = await findCompteByLogin(tx, login);
          // Last: a refusal of the identity provider rolls it back with the change, and nothing is sent.
          return mailer.queue(
            tx,
            passwordChangedMail({
              to: login,
              // A staff account created in Keycloak has no profile here: the token knows its first name.
              prenom: compte?.compte.prenom ?? identityOf(request).givenName,
              nom: compte?.compte.nom,
              when: new Date(),
              way: 'profil',
              publicUrl: config.publicUrl,
            }),
          );
        });
        await mailer.deliver(idMail);
        return { Message: ACCOUNT_MESSAGES.passwordChanged };
      },
    },

    Compte_Compte_Get: async (request) => {
      const compte = await findCompteByLogin(db, await tokenLogin(db, request));
      if (!compte) throw new HttpError(404, ACCOUNT_MESSAGES.accountNotFound);
      return toCompte(compte);
    },

    Compte_Compte_AccepteConditionsPublication: async (request) => {
      const login = await tokenLogin(db, request);
      await acceptConditionsPublication(db, login);
      const compte = await findCompteByLogin(db, login);
      if (!compte) throw new HttpError(404, ACCOUNT_MESSAGES.accountNotFound);
      return toCompte(compte);
    },

    Compte_Compte_Update: async (request, reply) => {
      const values = valuesOf(request, 'Requete_CompteUpdate');
      const login = await tokenLogin(db, request);
      if (!(await paysExists(db, values.Adresse.IdPays))) {
        return reply.code(400).send(fieldRefusal('/Adresse/IdPays', GENERIC_FIELD_MESSAGE));
      }
      const profile = profileColumns(values);
      await db.transaction(async (tx) => {
        if (!(await updateProfile(tx, login, profile))) throw new HttpError(404, ACCOUNT_MESSAGES.accountNotFound);
        await fromDirectory(
          request,
          directory.updateNames(login, { firstName: profile.prenom, lastName: profile.nom }, tx),
        );
      });
      const compte = await findCompteByLogin(db, login);
      if (!compte) throw new HttpError(404, ACCOUNT_MESSAGES.accountNotFound);
      return toCompte(compte);
    },

    Authentification_Authentification_GetPersonneByLogin: async (request) => {
      const identity = identityOf(request);
      const login = normalizeLogin(valuesOf(request, 'Requete_Login').Login);
      const caller = callerAccountOf(request);
      // Without an account of its subject, the token is its own only for a login no account has (staff kept by Keycloak).
      const own = caller
        ? caller.login === login
        : login === normalizeLogin(identity.login) && !(await compteExists(db, login));
      if (!own && !identity.roles.includes(config.roles.backOffice)) throw new HttpError(403, MESSAGES.accessDenied);
      const compte = await findCompteByLogin(db, login);
      if (compte) return { Login: compte.compte.login, Prenom: compte.compte.prenom };
      // A Keycloak account the portal has no profile for (staff created in the realm): the token knows the first name.
      if (own && identity.givenName) return { Login: login, Prenom: identity.givenName };
      throw new HttpError(404, ACCOUNT_MESSAGES.accountNotFound);
    },
  };
}

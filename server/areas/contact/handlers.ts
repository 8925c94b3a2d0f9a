import { GENERIC_FIELD_MESSAGE } from '../../../domain/validation/fieldErrors.ts';
import { valuesOf, type AppDependencies } from '../../platform/http/dependencies.ts';
import type { HandlerMap } from '../../platform/http/contractRoutes.ts';
import { MESSAGES } from '../../platform/http/httpError.ts';
import { CONTACT_SENT_MESSAGE } from '../../../domain/contact/contactTexts.ts';
import { contactAcknowledgementMail, contactMail } from './contactMail.ts';
import { findSujetContactLibelle, insertContactMessage } from './repository.ts';

/** A person writes a few messages at most: more looks like a robot filling the support's mailbox. */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '1 minute' } as const;

export function contactHandlers({ db, mailer, config }: AppDependencies): HandlerMap {
  return {
    Gestion_Gestion_Contact: {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      handler: async (request, reply) => {
        const values = valuesOf(request, 'Requete_Contact');
        const idMails = await db.transaction(async (tx) => {
          const sujet = await findSujetContactLibelle(tx, values.IdSujetContact);
          if (sujet === undefined) return undefined;
          const idMessage = await insertContactMessage(tx, values);
          return [
            await mailer.queue(tx, contactMail(values, sujet, config.supportEmail, idMessage)),
            await mailer.queue(tx, contactAcknowledgementMail(values, sujet, idMessage)),
          ];
        });
        if (idMails === undefined) {
          return reply.code(400).send({
            Message: MESSAGES.invalidData,
            Errors: [{ Champ: '/IdSujetContact', Message: GENERIC_FIELD_MESSAGE }],
          });
        }
        for (const idMail of idMails) await mailer.deliver(idMail);
        return { Message: CONTACT_SENT_MESSAGE };
      },
    },
  };
}

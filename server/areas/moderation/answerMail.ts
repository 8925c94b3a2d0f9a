import { mailGreeting } from '../../../domain/mail/greeting.ts';
import { MODERATION_MAIL } from '../../../domain/publication/moderation.ts';
import { FIX_LIST_MAIL } from '../../../domain/publication/fixList.ts';
import type { WizardStep } from '../../../domain/publication/wizardSteps.ts';
import type { components } from '../../../openapi/generated/schema.d.ts';
import type { MailMessage } from '../../platform/mail/mailMessage.ts';
import type { PublicationModeration } from '../publications/public.ts';

export interface AnsweredPublication {
  id: number;
  ean: string;
  titre: string | null;
  /** The author's login, their e-mail address. */
  login: string;
  /** The author's names, which the e-mail greets. */
  prenom: string;
  nom: string;
}

/**
 * The e-mail that tells the author the back office's answer: reasons and comment, a refusal's fix list (step, field,
 * comment), and where to see it.
 */
export function answerMail(
  publicUrl: string,
  publication: AnsweredPublication,
  moderation: NonNullable<PublicationModeration['Moderation']>,
  corrections: readonly components['schemas']['Correction'][] = [],
): MailMessage {
  const titre = publication.titre?.trim() || MODERATION_MAIL.untitled;
  const link = `${publicUrl}/publication/${publication.id}`;
  const lines: string[] = [mailGreeting(publication), ''];
  if (moderation.Accepte) {
    lines.push(MODERATION_MAIL.accepted(titre, publication.ean));
  } else {
    lines.push(MODERATION_MAIL.refused(titre, publication.ean, moderation.RaisonsRefus.length));
    lines.push(...moderation.RaisonsRefus.map((raison) => `- ${raison.Libelle}`));
    if (corrections.length > 0) {
      lines.push('', FIX_LIST_MAIL.heading);
      lines.push(
        ...corrections.map((c) =>
          FIX_LIST_MAIL.item(c.Etape as WizardStep, c.LibelleChamp, c.RaisonRefus.Libelle, c.Commentaire),
        ),
      );
    }
  }
  if (moderation.Commentaire) lines.push('', MODERATION_MAIL.comment, moderation.Commentaire);
  lines.push('', moderation.Accepte ? MODERATION_MAIL.see : MODERATION_MAIL.correctAndResubmit, link);
  lines.push('', MODERATION_MAIL.signature);
  return {
    to: publication.login,
    subject: moderation.Accepte ? MODERATION_MAIL.acceptedSubject(titre) : MODERATION_MAIL.refusedSubject(titre),
    text: lines.join('\n'),
  };
}

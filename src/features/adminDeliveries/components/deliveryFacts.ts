import { ADMIN_DELIVERY_TEXTS as T } from '../../../../domain/referencing/deliveryTexts.ts';
import { formatDateHourMinute } from '../../../../domain/frenchDates.ts';
import type { LivraisonResume } from '../api/getBoLivraisonPage.ts';

/** The catalogue's answers product by product, once its acknowledgement came. */
export function answersOf(livraison: LivraisonResume): string {
  if (livraison.Etat !== 'acquittee') return T.noAnswerYet;
  return T.counts(livraison.Acceptes, livraison.AvecRemarques, livraison.Rejetes);
}

/** Where the sending stands: received, acknowledged, or the next try after a failure (with its error). */
export function sendingOf(livraison: LivraisonResume): { summary: string; error: string | null } {
  const error = livraison.Etat === 'preparee' || livraison.Etat === 'echec' ? livraison.DerniereErreur : null;
  if (livraison.DateAccuse) return { summary: T.acknowledgedOn(formatDateHourMinute(livraison.DateAccuse)), error };
  if (livraison.DateEnvoi) return { summary: T.sentOn(formatDateHourMinute(livraison.DateEnvoi)), error };
  const attempts = T.attempts(livraison.Tentatives);
  if (livraison.Etat === 'preparee' && livraison.DateProchaineTentative)
    return { summary: `${attempts}. ${T.nextTry(formatDateHourMinute(livraison.DateProchaineTentative))}`, error };
  return { summary: attempts, error };
}

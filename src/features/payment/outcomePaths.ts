import { COMMANDE_PARAM, PAGE_OF_ISSUE } from '../../../domain/order/paymentPaths.ts';
import type { EtatPaiementCommande } from '../../../machines/paymentCheck/types.ts';

/** The address of the page that shows this payment state. */
export function outcomePath(etat: Pick<EtatPaiementCommande, 'Issue' | 'IdCommande'>): string {
  return `${PAGE_OF_ISSUE[etat.Issue]}?${COMMANDE_PARAM}=${etat.IdCommande}`;
}

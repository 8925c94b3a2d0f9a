import { ETAT_COMMANDE } from '../../../../domain/referenceIds.ts';
import { Badge, type BadgeTone } from '../../../components/ui/Badge.tsx';

/**
 * The colour follows the ids of StaticData/Get_EtatCommande: to pay or awaiting the bank, refused, paid and after,
 * closed.
 */
const TONES: Readonly<Record<number, BadgeTone>> = {
  [ETAT_COMMANDE.enAttenteDePaiement]: 'warning',
  [ETAT_COMMANDE.paiementRefuse]: 'danger',
  [ETAT_COMMANDE.paiementEnAttenteDeValidation]: 'warning',
  [ETAT_COMMANDE.payee]: 'success',
  [ETAT_COMMANDE.enCours]: 'success',
  [ETAT_COMMANDE.terminee]: 'success',
};

export interface CommandeStateBadgeProps {
  idEtatCommande: number;
  /** The state's label, as the order carries it from the reference list. */
  etatCommande: string;
  announceAsState?: boolean;
}

export function CommandeStateBadge({ idEtatCommande, etatCommande, announceAsState = false }: CommandeStateBadgeProps) {
  return (
    <Badge tone={TONES[idEtatCommande] ?? 'neutral'} srPrefix={announceAsState ? 'État : ' : undefined}>
      {etatCommande}
    </Badge>
  );
}

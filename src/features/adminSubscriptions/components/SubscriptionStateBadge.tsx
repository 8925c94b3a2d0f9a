import {
  ADMIN_SUBSCRIPTION_TEXTS as T,
  BO_SUBSCRIPTION_ETATS,
} from '../../../../domain/subscription/boSubscriptionTexts.ts';
import { Badge, type BadgeTone } from '../../../components/ui/Badge.tsx';
import type { EtatAbonnement } from '../api/getBoAbonnementPage.ts';

const TONES: Readonly<Record<EtatAbonnement, BadgeTone>> = {
  actif: 'success',
  resilie: 'warning',
  termine: 'neutral',
};

/** « Actif », « Résilié » or « Terminé » as a coloured pill. */
export function SubscriptionStateBadge({ etat }: { etat: EtatAbonnement }) {
  return (
    <Badge tone={TONES[etat]} srPrefix={T.statePrefix}>
      {BO_SUBSCRIPTION_ETATS[etat]}
    </Badge>
  );
}

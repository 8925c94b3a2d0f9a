import {
  ADMIN_DELIVERY_TEXTS as T,
  DELIVERY_STATE_LABELS,
  type EtatLivraison,
} from '../../../../domain/referencing/deliveryTexts.ts';
import { Badge, type BadgeTone } from '../../../components/ui/Badge.tsx';

const TONES: Readonly<Record<EtatLivraison, BadgeTone>> = {
  preparee: 'warning',
  envoyee: 'neutral',
  acquittee: 'success',
  echec: 'danger',
};

/** « Préparée », « Envoyée », « Accusé reçu » or « En échec » as a coloured pill. */
export function DeliveryStateBadge({ etat }: { etat: EtatLivraison }) {
  return (
    <Badge tone={TONES[etat]} srPrefix={T.statePrefix}>
      {DELIVERY_STATE_LABELS[etat]}
    </Badge>
  );
}

import { ETAT_CORRECTION_LABELS, type EtatCorrection } from '../../../../../domain/publication/fixList.ts';
import { Badge, type BadgeTone } from '../../../../components/ui/Badge.tsx';

const TONES: Readonly<Record<EtatCorrection, BadgeTone>> = {
  a_faire: 'warning',
  faite: 'success',
  repondue: 'neutral',
};

/** Where the author stands with one item: to do, done, answered. */
export function CorrectionStateBadge({ etat }: { etat: EtatCorrection }) {
  return (
    <Badge tone={TONES[etat]} srPrefix="État : ">
      {ETAT_CORRECTION_LABELS[etat]}
    </Badge>
  );
}

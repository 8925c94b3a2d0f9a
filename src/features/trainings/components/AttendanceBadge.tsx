import { ATTENDANCE_LABELS, type EtatPresence } from '../../../../domain/order/trainingTexts.ts';
import { Badge, type BadgeTone } from '../../../components/ui/Badge.tsx';

const TONES: Readonly<Record<EtatPresence, BadgeTone>> = {
  aVenir: 'neutral',
  enCours: 'warning',
  presente: 'success',
  absente: 'danger',
  terminee: 'neutral',
};

/** Where the customer stands with a booked session, in French words. */
export function AttendanceBadge({ etat }: { etat: EtatPresence }) {
  return (
    <Badge tone={TONES[etat]} srPrefix="Présence : ">
      {ATTENDANCE_LABELS[etat]}
    </Badge>
  );
}

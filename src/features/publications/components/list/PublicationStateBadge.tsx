import { ETAT_PUBLICATION } from '../../../../../domain/referenceIds.ts';
import { Badge, type BadgeTone } from '../../../../components/ui/Badge.tsx';
import { useReferenceList } from '../../api/referenceLists.ts';

/**
 * The colour follows the ids of StaticData/Get_EtatPublication: waiting for moderation, accepted (validated or
 * referenced) and refused read at a glance; any other state stays neutral.
 */
const TONES: Readonly<Record<number, BadgeTone>> = {
  [ETAT_PUBLICATION.enAttenteDeModeration]: 'warning',
  [ETAT_PUBLICATION.validee]: 'success',
  [ETAT_PUBLICATION.refusee]: 'danger',
  [ETAT_PUBLICATION.referencee]: 'success',
};

export interface PublicationStateBadgeProps {
  idEtatPublication: number;
  /** Says « État : » to screen readers, where nothing around the badge says what it is. */
  announceAsState?: boolean;
}

/** The state of a publication, named as the reference list names it; nothing until the list is known. */
export function PublicationStateBadge({ idEtatPublication, announceAsState = true }: PublicationStateBadgeProps) {
  const etats = useReferenceList('etatsPublication');
  const label = etats.data?.find((etat) => etat.Id === idEtatPublication)?.Libelle;
  if (!label) return null;
  return (
    <Badge tone={TONES[idEtatPublication] ?? 'neutral'} srPrefix={announceAsState ? 'État : ' : undefined}>
      {label}
    </Badge>
  );
}

import { clearVolumeOutsideSeries } from '../../../../../domain/publication/series.ts';
import type { PublicationResume } from '../../api/getPublicationPage.ts';

/** What a publication is called wherever it is named, even before step 2 gave it a title. */
export function titleOf(publication: { Titre: string | null }): string {
  return publication.Titre?.trim() || 'Sans titre';
}

/** « Volume 2 : Le Retour », for a volume of a series. */
export function volumeOf(
  publication: Pick<PublicationResume, 'Serie' | 'NumeroVolume' | 'TitreVolume'>,
): string | null {
  const { NumeroVolume, TitreVolume } = clearVolumeOutsideSeries(publication);
  const numero = NumeroVolume?.trim();
  const titre = TitreVolume?.trim();
  if (numero && titre) return `Volume ${numero} : ${titre}`;
  if (numero) return `Volume ${numero}`;
  return titre || null;
}

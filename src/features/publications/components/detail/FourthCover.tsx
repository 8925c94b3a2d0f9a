import { PUBLICATION_FIELD_LABELS as L } from '../../../../../domain/publication/labels.ts';
import { useState } from 'react';
import { toast } from '../../../../components/toast/toastQueue.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { errorMessage } from '../../../../lib/api/apiError.ts';
import { getPublicationFile } from '../../api/getPublicationFile.ts';
import { CoverImage } from '../CoverImage.tsx';
import { saveBlob } from '../../../../lib/files/saveBlob.ts';

export interface FourthCoverProps {
  /** Publication.QuatriemeCouverture: an image, or a PDF. */
  address: string;
  titre: string;
  ean: string;
}

function isPdf(address: string): boolean {
  return /\.pdf$/i.test(address);
}

/** The fourth cover: shown when it is an image; a PDF, which an <img> cannot show, is downloaded instead. */
export function FourthCover({ address, titre, ean }: FourthCoverProps) {
  const [downloading, setDownloading] = useState(false);
  if (!isPdf(address)) return <CoverImage source={address} alt={`${L.QuatriemeCouverture} de ${titre}`} size="large" />;

  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await getPublicationFile(address), `quatrieme-couverture-${ean}.pdf`);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button variant="secondary" isPending={downloading} onPress={() => void download()}>
      {downloading ? 'Téléchargement en cours...' : 'Télécharger la quatrième de couverture (PDF)'}
    </Button>
  );
}

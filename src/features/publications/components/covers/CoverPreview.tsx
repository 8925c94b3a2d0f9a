import { CoverImage } from '../CoverImage.tsx';
import { StoredDocumentLink } from './StoredDocumentLink.tsx';
import styles from './CoverFileField.module.css';

export interface CoverPreviewProps {
  chosen: Blob | null;
  stored: string | null | undefined;
  /** The field's label: the image's text alternative starts with it. */
  label: string;
  /** What a stored file is called (STORED_COVER_TEXTS). */
  storedText: string;
}

const isPdfBlob = (blob: Blob) => blob.type === 'application/pdf';
const isPdfAddress = (address: string) => /\.pdf$/i.test(address);
const fileName = (blob: Blob) => (blob instanceof File ? blob.name : '');

/** The file a cover field holds: the one just chosen, else the one stored, else nothing. */
export function CoverPreview({ chosen, stored, label, storedText }: CoverPreviewProps) {
  if (chosen) {
    return (
      <div className={styles.preview}>
        {!isPdfBlob(chosen) && <CoverImage source={chosen} alt={`${label} : aperçu du fichier choisi`} size="large" />}
        <p className={styles.caption}>Fichier choisi : {fileName(chosen) || 'sans nom'}</p>
      </div>
    );
  }
  if (stored) {
    return (
      <div className={styles.preview}>
        {isPdfAddress(stored) ? (
          <StoredDocumentLink address={stored} text={storedText} />
        ) : (
          <>
            <CoverImage source={stored} alt={storedText} size="large" />
            <p className={styles.caption}>{storedText}</p>
          </>
        )}
      </div>
    );
  }
  return <p className={styles.caption}>Aucun fichier choisi</p>;
}

import type { ReactNode } from 'react';
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
  /** What can be done with the file chosen (Retirer), shown beside its name. */
  chosenAction?: ReactNode;
}

const isPdfBlob = (blob: Blob) => blob.type === 'application/pdf';
const isPdfAddress = (address: string) => /\.pdf$/i.test(address);
const fileName = (blob: Blob) => (blob instanceof File ? blob.name : '');

/**
 * The file a cover field holds, as a thumbnail beside its name: the one just chosen (not sent yet), else the
 * one stored, else nothing. A PDF fourth cover has no thumbnail.
 */
export function CoverPreview({ chosen, stored, label, storedText, chosenAction }: CoverPreviewProps) {
  if (chosen) {
    return (
      <div className={styles.preview}>
        {!isPdfBlob(chosen) && (
          <CoverImage source={chosen} alt={`${label} : aperçu du fichier choisi`} size="thumbnail" />
        )}
        <div className={styles.previewText}>
          <p className={styles.caption}>Fichier choisi : {fileName(chosen) || 'sans nom'}</p>
          {chosenAction}
        </div>
      </div>
    );
  }
  if (stored) {
    return isPdfAddress(stored) ? (
      <StoredDocumentLink address={stored} text={storedText} />
    ) : (
      <div className={styles.preview}>
        <CoverImage source={stored} alt={storedText} size="thumbnail" />
        <p className={styles.caption}>{storedText}</p>
      </div>
    );
  }
  return <p className={styles.caption}>Aucun fichier choisi</p>;
}

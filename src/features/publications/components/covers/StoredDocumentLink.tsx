import { usePublicationFile } from '../../api/getPublicationFile.ts';
import { useObjectUrl } from '../../hooks/useObjectUrl.ts';
import styles from './CoverFileField.module.css';

export interface StoredDocumentLinkProps {
  address: string;
  text: string;
}

/**
 * A stored PDF, which an <img> cannot show: its text opens it once it has been fetched with the token (a plain
 * link to its address would be refused without it).
 */
export function StoredDocumentLink({ address, text }: StoredDocumentLinkProps) {
  const file = usePublicationFile(address);
  const url = useObjectUrl(file.data);
  if (!url) return <span className={styles.document}>{text}</span>;
  return (
    <a className={styles.document} href={url} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  );
}

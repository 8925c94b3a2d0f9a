import { usePublicationFile } from '../api/getPublicationFile.ts';
import { useObjectUrl } from '../hooks/useObjectUrl.ts';
import styles from './CoverImage.module.css';

export interface CoverImageProps {
  /** The stored file's address (Publication.VisuelCouverture), or a file chosen but not sent yet. */
  source: string | Blob | null | undefined;
  alt: string;
  size?: 'small' | 'thumbnail' | 'large';
}

/** A cover, stored (fetched with the token) or just chosen; a placeholder of the same size otherwise. */
export function CoverImage({ source, alt, size = 'small' }: CoverImageProps) {
  const stored = usePublicationFile(typeof source === 'string' ? source : null);
  const blob = source instanceof Blob ? source : stored.data;
  const url = useObjectUrl(blob);
  const className = `${styles.cover} ${styles[size]}`;
  if (url) return <img className={className} src={url} alt={alt} />;
  const text = stored.isError ? 'Image indisponible' : source ? '' : 'Pas de couverture';
  return (
    <span
      className={`${className} ${styles.placeholder}`}
      role={source ? undefined : 'img'}
      aria-label={source ? undefined : alt}
    >
      {text}
    </span>
  );
}

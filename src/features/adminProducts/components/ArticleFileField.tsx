import { useId, useState, type ChangeEvent } from 'react';
import { ARTICLE_FILE_LIMITS, ARTICLE_TEXTS as T } from '../../../../domain/order/articleDownloads.ts';
import { Button } from '../../../components/ui/Button.tsx';
import field from '../../../components/ui/Field.module.css';
import form from '../../../components/ui/Form.module.css';
import { toast } from '../../../components/toast/toastQueue.ts';
import { ApiError, errorMessage } from '../../../lib/api/apiError.ts';
import type { BoProduit } from '../api/getBoProduitPage.ts';
import { useDownloadArticleFile } from '../api/downloadArticleFile.ts';
import { useUploadArticleFile } from '../api/uploadArticleFile.ts';
import styles from './ArticleFileField.module.css';

const PDF_SIGNATURE = '%PDF-';

/** The French reason the browser refuses a file before sending it (the server judges it again), or null. */
async function refusalOf(file: File): Promise<string | null> {
  if (file.size > ARTICLE_FILE_LIMITS.maxBytes) return T.tooLarge;
  const head = new Uint8Array(await file.slice(0, PDF_SIGNATURE.length).arrayBuffer());
  return String.fromCharCode(...head) === PDF_SIGNATURE ? null : T.formatRefused;
}

/** The server's reason: the file's own refusal when it gives one. */
function failureOf(error: unknown): string {
  if (error instanceof ApiError && error.errors[0]) return error.errors[0].Message;
  return errorMessage(error);
}

/**
 * The PDF an article gives its buyers: its name and size, and a file input (« Déposer le PDF », then « Remplacer »)
 * that sends the chosen file at once, and the file itself as buyers get it. The native input keeps the browser's keyboard and screen-reader behaviour; it
 * lies transparent over the button drawn in its place. A refused file keeps the stored one and says why.
 */
export function ArticleFileField({ produit }: { produit: BoProduit }) {
  const [fichier, setFichier] = useState(produit.Fichier ?? null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const upload = useUploadArticleFile(produit.Id);
  const download = useDownloadArticleFile(produit.Id);
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Emptied, so that the same file may be chosen again once corrected.
    input.value = '';
    if (!file) return;
    const refused = await refusalOf(file);
    setRefusal(refused);
    if (refused) return;
    upload.mutate(file, {
      onSuccess: (saved) => {
        setFichier(saved.Fichier ?? null);
        toast.success(T.fileSaved(saved.Libelle));
      },
      onError: (error) => setRefusal(failureOf(error)),
    });
  }

  return (
    <fieldset className={form.fieldset}>
      <legend className={form.legend}>{T.fileLegend}</legend>
      <div className={`${field.field} ${styles.fileField}`}>
        <p className={styles.current}>
          {fichier ? (
            <>
              <span className={styles.name}>{fichier.Nom}</span>{' '}
              <span className={styles.size}>({T.fileSize(fichier.Octets)})</span>
            </>
          ) : (
            T.fileNone
          )}
        </p>
        <div className={styles.actions}>
          <span className={styles.pickerFrame}>
            <input
              id={inputId}
              className={styles.input}
              type="file"
              accept={ARTICLE_FILE_LIMITS.mediaType}
              disabled={upload.isPending}
              aria-invalid={refusal ? true : undefined}
              aria-describedby={refusal ? `${hintId} ${errorId}` : hintId}
              onChange={(event) => void choose(event)}
            />
            <label htmlFor={inputId} className={styles.picker} data-disabled={upload.isPending || undefined}>
              {upload.isPending ? T.fileUploading : fichier ? T.fileReplace : T.fileChoose}
            </label>
          </span>
          {fichier && (
            <Button
              variant="ghost"
              aria-disabled={download.isPending || undefined}
              onPress={() => {
                if (download.isPending) return;
                download.mutate(fichier.Nom, { onError: () => toast.error(T.fileDownloadFailed) });
              }}
            >
              {T.fileDownload}
            </Button>
          )}
        </div>
        <p id={hintId} className={`${field.description} ${styles.flush}`}>
          {T.fileHint}
        </p>
        <span className={styles.srOnly} role="status">
          {upload.isPending ? T.fileUploading : ''}
        </span>
        <div id={errorId} aria-live="polite">
          {refusal && <p className={`${field.error} ${styles.flush}`}>{refusal}</p>}
        </div>
      </div>
    </fieldset>
  );
}

import { useEffect, useId, useMemo, useState } from 'react';
import { FileTrigger } from 'react-aria-components/FileTrigger';
import { CONTENT_EDIT_TEXTS } from '../../../../domain/content/editTexts.ts';
import type { ContenuElement, ImageDraft } from '../../../../machines/contentEdit/types.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { checkImageFile } from '../../../lib/files/checkImageFile.ts';
import styles from './ContentEditFields.module.css';

const T = CONTENT_EDIT_TEXTS.image;

export interface ImageFieldProps {
  element: ContenuElement;
  label: string;
  draft: ImageDraft;
  onChosen(file: File): void;
  onRemoved(): void;
  onKept(): void;
}

/** The preview of what the element will show: the chosen file, the stored image, or nothing once removed. */
function usePreviewUrl(element: ContenuElement, draft: ImageDraft): string | null {
  const chosen = draft.kind === 'replace' ? draft.file : null;
  const objectUrl = useMemo(() => (chosen ? URL.createObjectURL(chosen) : null), [chosen]);
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);
  if (draft.kind === 'remove') return null;
  return objectUrl ?? element.ContenuElementFichier?.Data ?? null;
}

/**
 * An image element (type 2): its preview, a file to replace it (jpg, jpeg or png, judged in the browser with the
 * covers' rules before it is kept; the server judges the bytes again) and its deletion.
 */
export function ImageField({ element, label, draft, onChosen, onRemoved, onKept }: ImageFieldProps) {
  const labelId = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const preview = usePreviewUrl(element, draft);

  async function choose(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    const verdict = await checkImageFile(file, 'visuelCouverture');
    if (!verdict.accepted) {
      setRefusal(verdict.message);
      return;
    }
    setRefusal(null);
    onChosen(verdict.file);
  }

  return (
    <div className={styles.field} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {element.Description && <p className={styles.description}>{element.Description}</p>}
      {preview ? (
        <img className={styles.preview} src={preview} alt={T.alt(label)} />
      ) : (
        <p className={styles.note}>{draft.kind === 'remove' ? T.removed : T.none}</p>
      )}
      {draft.kind === 'replace' && (
        <p className={styles.note}>{T.replaced(draft.file instanceof File ? draft.file.name : '')}</p>
      )}
      <div className={styles.actions}>
        <FileTrigger acceptedFileTypes={['.jpg', '.jpeg', '.png']} onSelect={(files) => void choose(files)}>
          <Button variant="secondary" aria-label={T.chooseLabel(label)}>
            {T.choose}
          </Button>
        </FileTrigger>
        {draft.kind === 'keep' && element.ContenuElementFichier && (
          <Button variant="secondary" onPress={onRemoved}>
            {T.remove}
          </Button>
        )}
        {draft.kind !== 'keep' && (
          <Button variant="ghost" onPress={onKept}>
            {T.keep}
          </Button>
        )}
      </div>
      <p className={styles.note}>{T.rules}</p>
      {refusal && (
        <p className={styles.error} role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}

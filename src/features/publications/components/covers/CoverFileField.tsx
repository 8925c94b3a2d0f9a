import { useId, useRef, useState, type ChangeEvent } from 'react';
import field from '../../../../components/ui/Field.module.css';
import { Button } from '../../../../components/ui/Button.tsx';
import type { CoverPart } from '../../../../../domain/publication/coverFiles.ts';
import { acceptedTypes, checkImageFile } from '../../../../lib/files/checkImageFile.ts';
import { CoverPreview } from './CoverPreview.tsx';
import styles from './CoverFileField.module.css';

export interface CoverFileFieldProps {
  part: CoverPart;
  label: string;
  /** What the stored file is called, for its preview (STORED_COVER_TEXTS). */
  storedText: string;
  hint: string;
  isOptional: boolean;
  /** The file chosen and not sent yet. */
  chosen: Blob | null;
  /** The stored file's address. */
  stored: string | null | undefined;
  onChoose(file: File): void;
  onRemove(): void;
  errorMessage?: string | undefined;
  isDisabled: boolean;
}

/**
 * A cover file: checked in the browser before it is kept, so that a refused file leaves the previous choice
 * in place and says why under the field. The native file input keeps the browser's own keyboard and
 * screen-reader behaviour, named by the field's label only; it lies transparent over the button drawn in
 * its place, so that a click on the button reaches it.
 */
export function CoverFileField({
  part,
  label,
  storedText,
  hint,
  isOptional,
  chosen,
  stored,
  onChoose,
  onRemove,
  errorMessage,
  isDisabled,
}: CoverFileFieldProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [checking, setChecking] = useState(false);
  // Only the last file chosen decides, should an earlier check end after it.
  const lastCheck = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const message = refusal ?? errorMessage;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // The kept file is shown below; emptying the input lets the same file be chosen again once corrected.
    input.value = '';
    if (!file) return;
    const check = ++lastCheck.current;
    setChecking(true);
    setAnnouncement('Vérification du fichier...');
    const verdict = await checkImageFile(file, part);
    if (check !== lastCheck.current) return;
    setChecking(false);
    if (verdict.accepted) {
      setRefusal(null);
      setAnnouncement(`Fichier choisi : ${verdict.file.name}`);
      onChoose(verdict.file);
    } else {
      setRefusal(verdict.message);
      setAnnouncement('');
    }
  }

  function remove() {
    lastCheck.current += 1;
    setChecking(false);
    setRefusal(null);
    setAnnouncement('Fichier retiré');
    onRemove();
    // The button goes away with the file: the focus returns to the field rather than to the page.
    inputRef.current?.focus();
  }

  return (
    <div className={`${field.field} ${styles.coverField}`}>
      <label htmlFor={inputId} className={field.label}>
        {label}
      </label>
      <p id={hintId} className={field.description}>
        {hint}
      </p>
      <div className={styles.controls}>
        <span className={styles.pickerFrame}>
          <input
            ref={inputRef}
            id={inputId}
            className={styles.input}
            type="file"
            accept={acceptedTypes(part)}
            disabled={isDisabled}
            aria-required={!isOptional}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${hintId} ${errorId}` : hintId}
            onChange={(event) => void choose(event)}
          />
          <span className={styles.picker} aria-hidden="true" data-disabled={isDisabled || undefined}>
            {chosen || stored ? 'Choisir un autre fichier' : 'Choisir un fichier'}
          </span>
        </span>
      </div>
      <span className={styles.srOnly} role="status">
        {announcement}
      </span>
      {checking ? (
        <p className={styles.caption}>Vérification du fichier...</p>
      ) : (
        <CoverPreview
          chosen={chosen}
          stored={stored}
          label={label}
          storedText={storedText}
          chosenAction={
            <Button
              variant="ghost"
              className={styles.remove}
              onPress={remove}
              isDisabled={isDisabled}
              aria-label={`Retirer le fichier choisi pour : ${label}`}
            >
              Retirer
            </Button>
          }
        />
      )}
      <div id={errorId} aria-live="polite">
        {message && <p className={field.error}>{message}</p>}
      </div>
    </div>
  );
}

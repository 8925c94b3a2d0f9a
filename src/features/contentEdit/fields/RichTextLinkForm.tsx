import { useState, type KeyboardEvent } from 'react';
import { checkLinkAddress } from '../../../../domain/content/linkAddress.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import styles from './RichTextField.module.css';

export interface RichTextLinkFormProps {
  /** The address of the link under the cursor, empty for a new link. */
  initialHref: string;
  onApply(href: string): void;
  onRemove(): void;
  onCancel(): void;
}

/**
 * The address of a link, typed inline under the toolbar. No <form>: the field sits inside the panel's own form,
 * so Enter applies the link here instead of submitting the panel.
 */
export function RichTextLinkForm({ initialHref, onApply, onRemove, onCancel }: RichTextLinkFormProps) {
  const [address, setAddress] = useState(initialHref);
  const [error, setError] = useState<string | undefined>(undefined);

  const apply = () => {
    const check = checkLinkAddress(address);
    if (check.ok) onApply(check.href);
    else setError(check.message);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <div role="group" aria-label="Lien" className={styles.linkForm}>
      <TextField
        label="Adresse du lien"
        description="https://…, mailto:…, tel:… ou /page-du-site"
        value={address}
        onChange={(typed) => {
          setAddress(typed);
          setError(undefined);
        }}
        onKeyDown={onKeyDown}
        errorMessage={error}
        // The form opens on the user's own press of « Lien »: the address is what they type next.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        type="url"
        inputMode="url"
      />
      <div className={styles.linkActions}>
        <Button variant="primary" onPress={apply}>
          Appliquer le lien
        </Button>
        {initialHref !== '' && (
          <Button variant="secondary" onPress={onRemove}>
            Retirer le lien
          </Button>
        )}
        <Button variant="ghost" onPress={onCancel}>
          Annuler
        </Button>
      </div>
    </div>
  );
}

import { useRef, useState, type Key } from 'react';
import {
  Button,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  useFilter,
} from 'react-aria-components/ComboBox';
import { PUBLICATION_LIMITS } from '../../../../../domain/publication/limits.ts';
import { LANGUE } from '../../../../../domain/referenceIds.ts';
import combo from '../../../../components/ui/ComboBox.module.css';
import field from '../../../../components/ui/Field.module.css';
import styles from './LanguagesField.module.css';

export interface LanguageOption {
  Id: number;
  Libelle: string;
}

export interface LanguagesFieldProps {
  label: string;
  languages: readonly LanguageOption[];
  selectedIds: readonly number[];
  onChange(ids: number[]): void;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
  /** How many languages may be chosen (a publication's or a translator's maximum unless told). */
  max?: number;
  description?: string;
}

/**
 * Several languages in one field: a combo box searches the languages and ticks the chosen ones (choosing a ticked
 * one again removes it), and each chosen one is listed under it with its own "Retirer" button. Keyboard,
 * type-ahead and announcements come from react-aria.
 */
export function LanguagesField({
  label,
  languages,
  selectedIds,
  onChange,
  errorMessage,
  isDisabled = false,
  max = PUBLICATION_LIMITS.languesMax,
  description,
}: LanguagesFieldProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const [inputValue, setInputValue] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const maxMessage = `${max} ${max > 1 ? 'langues' : 'langue'} au plus`;
  // A language chosen before it was withdrawn (the generic one, say) stays listed so that it can be removed.
  const chosen =
    languages.length === 0
      ? []
      : selectedIds.map((id) => languages.find((langue) => langue.Id === id) ?? { Id: id, Libelle: `Langue n° ${id}` });
  const offered = languages.filter(
    // The generic language of the reference list is never offered to an author.
    (langue) => langue.Id !== LANGUE.generique && contains(langue.Libelle, inputValue),
  );
  const isFull = selectedIds.length >= max;
  const shownError = refusal ?? errorMessage;

  function change(keys: readonly Key[]) {
    const ids = keys.map(Number);
    // The combo box also reports its unchanged value when it closes.
    if (ids.length === selectedIds.length && ids.every((id) => selectedIds.includes(id))) return;
    setInputValue('');
    if (ids.length > max) {
      setRefusal(`${maxMessage} : retirez-en une pour en ajouter une autre.`);
      return;
    }
    setRefusal(null);
    onChange(ids);
  }

  function remove(id: number) {
    setRefusal(null);
    onChange(selectedIds.filter((selected) => selected !== id));
    // The pressed button disappears with its language; the search keeps the focus in the field.
    inputRef.current?.focus();
  }

  const hint = [description, `${maxMessage}.`].filter(Boolean).join(' ');

  return (
    <div className={`${field.field} ${styles.languages}`}>
      <ComboBox
        className={field.field}
        items={offered}
        inputValue={inputValue}
        onInputChange={setInputValue}
        selectionMode="multiple"
        value={selectedIds}
        onChange={change}
        isDisabled={isDisabled}
        isInvalid={Boolean(shownError)}
        validationBehavior="aria"
      >
        <Label className={field.label}>{label}</Label>
        <div className={combo.control}>
          <Input
            ref={inputRef}
            className={`${field.input} ${combo.input}`}
            placeholder={isFull ? maxMessage : 'Rechercher une langue'}
          />
          <Button className={combo.toggle} aria-label="Afficher les langues">
            <span aria-hidden="true">▾</span>
          </Button>
        </div>
        <Text slot="description" className={field.description}>
          {hint}
        </Text>
        <FieldError className={field.error}>{shownError}</FieldError>
        <Popover className={field.popover}>
          <ListBox className={field.listBox} renderEmptyState={() => <p className={styles.empty}>Aucune langue</p>}>
            {(langue: LanguageOption) => (
              <ListBoxItem id={langue.Id} textValue={langue.Libelle} className={`${field.option} ${styles.option}`}>
                {({ isSelected }) => (
                  <>
                    <span aria-hidden="true" className={styles.check}>
                      {isSelected ? '✓' : ''}
                    </span>
                    {langue.Libelle}
                  </>
                )}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {chosen.length > 0 && (
        <ul className={styles.tags} aria-label={`${label} choisies`}>
          {chosen.map((langue) => (
            <li key={langue.Id} className={styles.tag}>
              <span>{langue.Libelle}</span>
              <Button
                className={styles.remove}
                aria-label={`Retirer ${langue.Libelle}`}
                isDisabled={isDisabled}
                onPress={() => remove(langue.Id)}
              >
                <span aria-hidden="true">×</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

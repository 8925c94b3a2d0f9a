import type { Ref } from 'react';
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
import type { Ville } from '../types/account.ts';
import combo from '../../../components/ui/ComboBox.module.css';
import field from '../../../components/ui/Field.module.css';

export interface TownFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The towns of the postal code typed, once known. */
  villes: readonly Ville[];
  isLoading: boolean;
  /** Whether the towns shown are the answer for a complete postal code (none: the code is unknown). */
  isAnswered: boolean;
  errorMessage?: string | undefined;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The town: typed freely, or chosen among the towns of the postal code, which the list offers as soon as the code
 * has its five digits (a combo box: keyboard, type-ahead and screen readers are handled by react-aria).
 */
export function TownField({ value, onChange, villes, isLoading, isAnswered, errorMessage, inputRef }: TownFieldProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const exact = villes.some((ville) => ville.Libelle === value);
  // A town already chosen shows every town of the code, so that another can be picked.
  const items = value === '' || exact ? villes : villes.filter((ville) => contains(ville.Libelle, value));
  const description = isLoading
    ? 'Recherche des communes du code postal...'
    : villes.length > 0
      ? `${villes.length === 1 ? '1 commune correspond' : `${villes.length} communes correspondent`} au code postal : choisissez-la dans la liste ou saisissez-la.`
      : isAnswered
        ? 'Aucune commune n’est connue pour ce code postal : vérifiez-le ou saisissez la commune.'
        : 'Saisissez le code postal : les communes correspondantes vous seront proposées.';
  return (
    <ComboBox
      className={field.field}
      name="Ville"
      inputValue={value}
      onInputChange={onChange}
      items={items}
      allowsCustomValue
      allowsEmptyCollection={false}
      isRequired
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <Label className={field.label}>Ville</Label>
      <div className={combo.control}>
        <Input ref={inputRef} className={`${field.input} ${combo.input}`} autoComplete="address-level2" />
        <Button className={combo.toggle} aria-label="Afficher les communes" isDisabled={villes.length === 0}>
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <Text slot="description" className={field.description}>
        {description}
      </Text>
      <FieldError className={field.error}>{errorMessage}</FieldError>
      <Popover className={field.popover}>
        <ListBox className={field.listBox}>
          {(ville: Ville) => (
            <ListBoxItem id={`${ville.CodeInsee}-${ville.Libelle}`} textValue={ville.Libelle} className={field.option}>
              {ville.Libelle}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

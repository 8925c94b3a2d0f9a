import { CHECKOUT_TEXTS } from '../../../../domain/order/checkoutTexts.ts';
import type { ConditionsCommande } from '../../../../machines/checkout/types.ts';
import { SelectField, type SelectOption } from '../../../components/ui/SelectField.tsx';
import styles from './CheckoutPage.module.css';

type Line = ConditionsCommande['Panier']['listCommandeProduit'][number];

export interface PublicationChoicesProps {
  lines: readonly { line: Line; chosen: number | null }[];
  /** The customer's publications; undefined while they load. */
  publications: readonly SelectOption[] | undefined;
  isDisabled: boolean;
  onChoose(idLigne: number, IdPublication: number): void;
}

/** One list per referencing line without its publication: the customer's publications to choose from. */
export function PublicationChoices({ lines, publications, isDisabled, onChoose }: PublicationChoicesProps) {
  return (
    <div className={styles.choices}>
      {lines.map(({ line, chosen }) => (
        <SelectField
          key={line.Id}
          label={CHECKOUT_TEXTS.publicationFor(line.Produit.Libelle)}
          options={publications ?? []}
          selectedId={chosen}
          placeholder={publications?.length === 0 ? CHECKOUT_TEXTS.noPublication : CHECKOUT_TEXTS.choosePublication}
          // A choice being saved is not changed meanwhile: the recap is read again once the basket has it.
          isDisabled={isDisabled || chosen !== null || !publications?.length}
          onChange={(id) => id !== null && onChoose(line.Id, id)}
        />
      ))}
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import type { BasketLineView } from '../../../../machines/basket/basketView.ts';
import { TRAINING_FOR_INDIVIDUAL_TEXTS } from '../../../../domain/order/trainingForIndividual.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { SelectField, type SelectOption } from '../../../components/ui/SelectField.tsx';
import { formatDate } from '../../../../domain/frenchDates.ts';
import { formatPrice } from '../../../../domain/formatPrice.ts';
import styles from './BasketPage.module.css';

export interface BasketLineProps {
  line: BasketLineView;
  isDisabled: boolean;
  /** The customer's publications, when a referencing line can be given one (signed in). */
  publications: readonly SelectOption[] | null;
  onIncrease(): void;
  onDecrease(): void;
  onRemove(): void;
  onChoosePublication(id: number): void;
}

function sessionLabel(line: BasketLineView): string | null {
  if (!line.formation) return null;
  const debut = formatDate(line.formation.DateDebut);
  const fin = formatDate(line.formation.DateFin);
  return debut === fin ? `Session du ${debut}` : `Session du ${debut} au ${fin}`;
}

/** The id of a line's title, which names the line and takes focus when the line before it is removed. */
export function lineTitleId(lineId: string): string {
  return `ligne-${lineId}`;
}

/** One article line of the basket (the discount is the summary's): what it is, what it applies to, its quantity and amounts. */
export function BasketLine({
  line,
  isDisabled,
  publications,
  onIncrease,
  onDecrease,
  onRemove,
  onChoosePublication,
}: BasketLineProps) {
  const [confirming, setConfirming] = useState(false);
  const removalRef = useRef<HTMLDivElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    // Removing is destructive: focus goes to the confirmation, and back to « Retirer » when it is cancelled.
    if (confirming || wasConfirming.current) removalRef.current?.querySelector('button')?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const session = sessionLabel(line);
  const titleId = lineTitleId(line.id);
  const saysId = `${titleId}-dit`;
  return (
    // What the line says of itself is read with it.
    <li
      className={styles.line}
      aria-labelledby={titleId}
      aria-describedby={line.message || line.statesTrainingRule ? saysId : undefined}
    >
      <div className={styles.lineInfo}>
        <h2 id={titleId} tabIndex={-1} className={styles.lineTitle}>
          {line.libelle}
        </h2>
        {session && <p className={styles.applies}>{session}</p>}
        {line.publicationTitre && <p className={styles.applies}>Publication : {line.publicationTitre}</p>}
        {line.needsPublication &&
          (publications ? (
            <SelectField
              label={`Publication à référencer pour « ${line.libelle} »`}
              options={publications}
              selectedId={null}
              placeholder={publications.length ? 'Choisissez une publication' : 'Aucune publication'}
              isDisabled={isDisabled || publications.length === 0}
              onChange={(id) => id !== null && onChoosePublication(id)}
            />
          ) : (
            <p className={styles.applies}>La publication à référencer se choisit une fois connecté.</p>
          ))}
        {line.message && (
          <p id={saysId} className={styles.lineMessage}>
            {line.message}
          </p>
        )}
        {line.statesTrainingRule && !line.message && (
          <p id={saysId} className={styles.lineNotice}>
            {TRAINING_FOR_INDIVIDUAL_TEXTS.visitorNotice}
          </p>
        )}
        <p className={styles.unitPrice}>Prix unitaire : {formatPrice(line.prixUnitaireTTCCentimes)} TTC</p>
      </div>

      <div className={styles.quantity} role="group" aria-label={`Quantité de « ${line.libelle} »`}>
        <Button
          variant="secondary"
          className={styles.stepper}
          aria-label={`Diminuer la quantité de « ${line.libelle} »`}
          isDisabled={isDisabled || !line.canDecrease}
          onPress={onDecrease}
        >
          −
        </Button>
        <output className={styles.quantityValue} aria-live="polite" aria-label={`Quantité : ${line.quantite}`}>
          {line.quantite}
        </output>
        <Button
          variant="secondary"
          className={styles.stepper}
          aria-label={`Augmenter la quantité de « ${line.libelle} »`}
          // At the cap the button still answers, with the warning that the maximum is reached.
          isDisabled={isDisabled}
          onPress={onIncrease}
        >
          +
        </Button>
      </div>

      <p className={styles.lineTotal}>
        <span className={styles.srOnly}>Montant de la ligne : </span>
        {formatPrice(line.montantTTCCentimes)}
      </p>

      <div className={styles.removal} ref={removalRef}>
        {confirming ? (
          <>
            <Button
              variant="primary"
              onPress={onRemove}
              isDisabled={isDisabled}
              aria-label={`Confirmer le retrait de « ${line.libelle} »`}
            >
              Confirmer le retrait
            </Button>
            <Button
              variant="ghost"
              onPress={() => setConfirming(false)}
              aria-label={`Garder « ${line.libelle} » dans le panier`}
            >
              Annuler
            </Button>
          </>
        ) : (
          <Button
            variant="ghost"
            aria-label={`Retirer « ${line.libelle} » du panier`}
            isDisabled={isDisabled}
            onPress={() => setConfirming(true)}
          >
            Retirer
          </Button>
        )}
      </div>
    </li>
  );
}

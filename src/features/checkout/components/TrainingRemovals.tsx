import { useEffect, useRef, useState } from 'react';
import { CHECKOUT_TEXTS } from '../../../../domain/order/checkoutTexts.ts';
import type { ConditionsCommande } from '../../../../machines/checkout/types.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { formatDateRange } from '../../../lib/format/formatDateRange.ts';
import styles from './CheckoutPage.module.css';

type Line = ConditionsCommande['Panier']['listCommandeProduit'][number];

export interface TrainingRemovalsProps {
  lines: readonly { line: Line; removing: boolean }[];
  isDisabled: boolean;
  onRemove(idLigne: number): void;
}

/** One training line, named by its title and session, with « Retirer du panier » confirmed as in the basket. */
function TrainingRemoval({
  line,
  removing,
  isDisabled,
  onRemove,
}: { line: Line; removing: boolean } & Omit<TrainingRemovalsProps, 'lines' | 'onRemove'> & { onRemove(): void }) {
  const [confirming, setConfirming] = useState(false);
  const buttonsRef = useRef<HTMLDivElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    // Removing is destructive: focus goes to the confirmation, and back to « Retirer » when it is cancelled.
    if (confirming || wasConfirming.current) buttonsRef.current?.querySelector('button')?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  const libelle = line.Produit.Libelle;
  return (
    <li className={styles.removal}>
      <p className={styles.lineTitle}>{libelle}</p>
      {line.Formation && (
        <p className={styles.muted}>
          Session : {formatDateRange(line.Formation.DateDebut, line.Formation.DateFin).toLowerCase()},{' '}
          {line.Formation.Lieu}
        </p>
      )}
      <div className={styles.links} ref={buttonsRef}>
        {removing ? (
          <Button variant="secondary" isDisabled>
            {CHECKOUT_TEXTS.removing}
          </Button>
        ) : confirming ? (
          <>
            <Button
              variant="primary"
              isDisabled={isDisabled}
              aria-label={CHECKOUT_TEXTS.confirmTrainingRemoval(libelle)}
              onPress={onRemove}
            >
              {CHECKOUT_TEXTS.confirmRemoval}
            </Button>
            <Button
              variant="ghost"
              aria-label={CHECKOUT_TEXTS.keepTraining(libelle)}
              onPress={() => setConfirming(false)}
            >
              {CHECKOUT_TEXTS.cancelRemoval}
            </Button>
          </>
        ) : (
          <Button
            variant="secondary"
            isDisabled={isDisabled}
            aria-label={CHECKOUT_TEXTS.removeTraining(libelle)}
            onPress={() => setConfirming(true)}
          >
            {CHECKOUT_TEXTS.remove}
          </Button>
        )}
      </div>
    </li>
  );
}

/** The trainings a private person cannot order online, each to remove from the basket so that the rest can be ordered. */
export function TrainingRemovals({ lines, isDisabled, onRemove }: TrainingRemovalsProps) {
  return (
    <ul className={styles.removals} aria-label={CHECKOUT_TEXTS.trainingsToRemove}>
      {lines.map(({ line, removing }) => (
        <TrainingRemoval
          key={line.Id}
          line={line}
          removing={removing}
          isDisabled={isDisabled}
          onRemove={() => onRemove(line.Id)}
        />
      ))}
    </ul>
  );
}

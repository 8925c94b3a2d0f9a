import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { FIX_LIST_TEXTS as T, type Correction } from '../../../../../domain/publication/fixList.ts';
import { createCorrectionItemMachine } from '../../../../../machines/correctionItem/correctionItemMachine.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import { TextField } from '../../../../components/ui/TextField.tsx';
import { storeCorrections, traiterCorrection } from '../../api/getCorrections.ts';
import { CorrectionStateBadge } from './CorrectionStateBadge.tsx';
import { correctionWhere } from './correctionWhere.ts';
import styles from './FixList.module.css';

export interface CorrectionCardProps {
  idPublication: number;
  correction: Correction;
  /** « Aller au champ »: focuses the item's field on the step; absent for the whole step. */
  onGoToField?: (() => void) | undefined;
}

/**
 * One item of the fix list on its step: what to correct, and « Marquer comme faite », « Répondre » (a short text)
 * or « Remettre à faire ». Each change is saved at once; the item then takes the focus back, so that the keyboard
 * stays where it was when its buttons change.
 */
export function CorrectionCard({ idPublication, correction: initial, onGoToField }: CorrectionCardProps) {
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    createCorrectionItemMachine({
      api: { traiter: traiterCorrection },
      saved: (liste) => storeCorrections(queryClient, idPublication, liste),
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { idPublication, correction: initial } });
  const { correction, draft, error } = snapshot.context;
  const saving = snapshot.matches('saving');
  const answering = snapshot.matches('answering');
  const card = useRef<HTMLLIElement>(null);
  const wasSaving = useRef(false);
  const answerField = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  // The answer's field takes the focus when it opens, and again after a failed answer.
  useEffect(() => {
    if (answering) answerField.current?.focus();
  }, [answering]);

  useEffect(() => {
    // The buttons change with the state: the item keeps the focus they had.
    if (wasSaving.current && snapshot.matches('idle')) card.current?.focus();
    wasSaving.current = saving;
  }, [saving, snapshot]);

  return (
    <li ref={card} className={styles.item} tabIndex={-1} aria-labelledby={`correction-${correction.Id}`}>
      <div className={styles.itemHead}>
        <strong id={`correction-${correction.Id}`}>{correction.RaisonRefus.Libelle}</strong>
        <CorrectionStateBadge etat={correction.Etat} />
      </div>
      <p className={styles.where}>{correctionWhere(correction)}</p>
      {correction.Commentaire && <p className={styles.comment}>{correction.Commentaire}</p>}
      {correction.Etat === 'repondue' && correction.Reponse && !answering && (
        <p className={styles.answer}>
          <span className={styles.answerLabel}>{T.yourAnswer}</span> {correction.Reponse}
        </p>
      )}
      {answering || (saving && snapshot.context.pending?.etat === 'repondue') ? (
        <div className={styles.items}>
          <TextField
            label={T.answerLabel}
            multiline
            rows={3}
            maxLength={1000}
            inputRef={answerField}
            onKeyDown={(event) => {
              if (event.key === 'Escape') send({ type: 'correctionItem.cancel' });
            }}
            value={draft}
            isDisabled={saving}
            onChange={(text) => send({ type: 'correctionItem.type', text })}
            errorMessage={error ?? undefined}
          />
          <div className={styles.actions}>
            <Button
              isDisabled={saving || draft.trim() === ''}
              onPress={() => send({ type: 'correctionItem.submitAnswer' })}
            >
              {T.sendAnswer}
            </Button>
            <Button variant="secondary" isDisabled={saving} onPress={() => send({ type: 'correctionItem.cancel' })}>
              {T.cancel}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          {onGoToField && (
            <Button variant="ghost" onPress={onGoToField}>
              {T.goToField}
            </Button>
          )}
          {correction.Etat !== 'faite' && (
            <Button variant="secondary" isDisabled={saving} onPress={() => send({ type: 'correctionItem.markDone' })}>
              {T.markDone}
            </Button>
          )}
          <Button variant="secondary" isDisabled={saving} onPress={() => send({ type: 'correctionItem.answer' })}>
            {T.answer}
          </Button>
          {correction.Etat !== 'a_faire' && (
            <Button variant="secondary" isDisabled={saving} onPress={() => send({ type: 'correctionItem.undo' })}>
              {T.undo}
            </Button>
          )}
        </div>
      )}
      {error && !answering && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

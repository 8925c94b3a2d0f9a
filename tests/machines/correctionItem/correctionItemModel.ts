import { expect } from 'vitest';
import { FIX_LIST_TEXTS } from '../../../domain/publication/fixList.ts';
import {
  correctionItemImplementations,
  correctionItemMachine,
  type CorrectionItemMachine,
} from '../../../machines/correctionItem/correctionItemMachine.ts';
import type { Correction, EtatCorrection, ListeCorrections } from '../../../machines/correctionItem/types.ts';
import { ApiError } from '../../../src/lib/api/apiError.ts';
import { actorDone, actorError, createMachineModel, type ModelEvent } from '../modelRunner.ts';

/** The correction item machine's model: one item to do, the server's lists after each change, two failures. */

export const TO_DO: Correction = {
  Id: 31,
  RaisonRefus: { Id: 3, Libelle: 'Informations bibliographiques incomplètes ou incohérentes' },
  Etape: 2,
  Champ: 'Titre',
  LibelleChamp: 'Titre',
  Commentaire: 'Le titre porte une faute.',
  Etat: 'a_faire',
  Reponse: null,
  DateTraitement: null,
};

export const ANSWER = 'Ce titre est voulu : il reprend un vers.';

function listWith(Etat: EtatCorrection, Reponse: string | null = null): ListeCorrections {
  return {
    DateRefus: '2026-11-20T10:00:00Z',
    Commentaire: null,
    Elements: [{ ...TO_DO, Etat, Reponse, DateTraitement: Etat === 'a_faire' ? null : '2026-11-21T10:00:00Z' }],
  };
}

export const NOT_EDITABLE = new ApiError(FIX_LIST_TEXTS.notEditable, 409);

/** Where the machine's `saved` effect goes. */
export const savedSink: { reported: ListeCorrections[] } = { reported: [] };

export function resetSavedSink(): void {
  savedSink.reported.length = 0;
}

const events: ModelEvent<CorrectionItemMachine>[] = [
  { type: 'correctionItem.markDone' },
  { type: 'correctionItem.undo' },
  { type: 'correctionItem.answer' },
  { type: 'correctionItem.type', text: ANSWER },
  // Blanks are no answer: « Envoyer la réponse » does nothing with them.
  { type: 'correctionItem.type', text: '   ' },
  { type: 'correctionItem.submitAnswer' },
  { type: 'correctionItem.cancel' },
  actorDone('traiterCorrection', listWith('faite')),
  actorDone('traiterCorrection', listWith('a_faire')),
  actorDone('traiterCorrection', listWith('repondue', ANSWER)),
  actorError('traiterCorrection', NOT_EDITABLE),
  // A fault of ours, not a refusal the server explained: the general message is shown.
  actorError('traiterCorrection', new Error('boom')),
];

const { actions } = correctionItemImplementations({
  api: { traiter: () => Promise.reject(new Error('held by the model')) },
  saved: (liste) => {
    savedSink.reported.push(liste);
  },
});

export const correctionItemModel = createMachineModel({
  machine: correctionItemMachine,
  events,
  input: { idPublication: 7, correction: TO_DO },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      etat: snapshot.context.correction.Etat,
      pending: snapshot.context.pending?.etat ?? null,
      draft: snapshot.context.draft.trim() !== '',
      error: snapshot.context.error,
    }),
  implementations: { actions },
  invariant: (snapshot) => {
    const { pending, error, draft, correction } = snapshot.context;
    // A change is held exactly while it is written, and an answer written is never blank.
    expect(pending !== null).toBe(snapshot.matches('saving'));
    if (pending?.etat === 'repondue') expect(pending.reponse?.trim()).toBeTruthy();
    if (pending) expect(pending.idCorrection).toBe(TO_DO.Id);
    if (error !== null) expect([NOT_EDITABLE.message, FIX_LIST_TEXTS.saveFailed]).toContain(error);
    // An answer that failed keeps its text.
    if (snapshot.matches('answering') && error !== null) expect(draft.trim()).not.toBe('');
    expect(correction.Id).toBe(TO_DO.Id);
  },
});

import type { components } from '../../openapi/generated/schema.d.ts';

export type Correction = components['schemas']['Correction'];
export type ListeCorrections = components['schemas']['ListeCorrections'];
export type EtatCorrection = components['schemas']['EtatCorrection'];

/** What Publication_Correction_Traiter is asked to write. */
export interface TraiterInput {
  idPublication: number;
  idCorrection: number;
  etat: EtatCorrection;
  reponse: string | null;
}

export interface CorrectionItemInput {
  idPublication: number;
  correction: Correction;
}

export interface CorrectionItemContext {
  idPublication: number;
  /** The item as the server last gave it. */
  correction: Correction;
  /** What is being written; null otherwise. */
  pending: TraiterInput | null;
  /** The answer being typed, kept after a failure so that nothing written is lost. */
  draft: string;
  /** The French explanation of the last failure; null otherwise. */
  error: string | null;
}

/** What the author does with one item, in the `correctionItem.` namespace. */
export type CorrectionItemEvent =
  /** « Marquer comme faite ». */
  | { type: 'correctionItem.markDone' }
  /** « Remettre à faire ». */
  | { type: 'correctionItem.undo' }
  /** « Répondre »: the answer's field opens. */
  | { type: 'correctionItem.answer' }
  /** The answer's text as typed. */
  | { type: 'correctionItem.type'; text: string }
  /** « Envoyer la réponse ». */
  | { type: 'correctionItem.submitAnswer' }
  /** « Annuler » or Escape in the answer's field. */
  | { type: 'correctionItem.cancel' };

export interface CorrectionItemDependencies {
  api: {
    /** Publication_Correction_Traiter: the whole list after the change. */
    traiter(input: TraiterInput, signal: AbortSignal): Promise<ListeCorrections>;
  };
  /** The list changed on the server: the step counts and the other items follow. */
  saved(liste: ListeCorrections): void;
}

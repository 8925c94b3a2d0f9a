import type { WizardStep } from '../../domain/publication/wizardSteps.ts';

/** Events are facts in the `moderation.` namespace: what the author or the back office did. */
export type ModerationEvent =
  /** The author submitted the publication; `firstInvalidStep` is the first step its schema refuses, if any. */
  | { type: 'moderation.submit'; firstInvalidStep: WizardStep | null }
  /** The author withdrew the publication from the moderation. */
  | { type: 'moderation.withdraw' }
  | { type: 'moderation.accept' }
  /** The back office refused the publication for these reasons (ids of Get_RaisonRefus). */
  | { type: 'moderation.refuse'; idsRaisonRefus: readonly number[] };

/** The history event a transition records (EvenementModeration.Nature). */
export interface RecordParams {
  nature: 'soumission' | 'retrait' | 'acceptation' | 'refus';
}

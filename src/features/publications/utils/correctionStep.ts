import { parseRouteStep } from '../../../../domain/publication/wizardRoute.ts';
import { FIRST_STEP, type WizardStep } from '../../../../domain/publication/wizardSteps.ts';
import type { Publication } from '../api/getPublication.ts';

/** The wizard step where a catalogue message is fixed; null when it names none. */
export function messageStep(message: Publication['Referencement']['Messages'][number]): WizardStep | null {
  return message.Etape === null ? null : parseRouteStep(message.Etape);
}

/** Where the wizard opens to correct a rejected publication: the first step a message points at, else step 1. */
export function correctionStep(referencement: Publication['Referencement']): WizardStep {
  for (const message of referencement.Messages) {
    const step = messageStep(message);
    if (step !== null) return step;
  }
  return FIRST_STEP;
}

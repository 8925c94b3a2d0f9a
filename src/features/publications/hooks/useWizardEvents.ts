import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { WizardStep } from '../../../../domain/publication/wizardSteps.ts';
import type { ChampPublication, StepData, WizardImages } from '../../../../machines/wizard/types.ts';
import type { WizardMachine } from '../../../../machines/wizard/wizardMachine.ts';

export type WizardActorRef = ActorRefFrom<WizardMachine>;

/** What the user does in the wizard, as the machine's events. */
export function useWizardEvents(actor: WizardActorRef) {
  return useMemo(
    () => ({
      next: (data: StepData) => actor.send({ type: 'wizard.next', data }),
      previous: (data: StepData, images?: WizardImages) => actor.send({ type: 'wizard.previous', data, images }),
      goToStep: (step: WizardStep, data: StepData, images?: WizardImages) =>
        actor.send({ type: 'wizard.goToStep', step, data, images }),
      edited: (data: StepData, images: WizardImages) => actor.send({ type: 'wizard.edited', data, images }),
      validate: (data: StepData, images: WizardImages) => actor.send({ type: 'wizard.validate', data, images }),
      retry: () => actor.send({ type: 'wizard.retry' }),
      submit: () => actor.send({ type: 'wizard.submit' }),
      edit: () => actor.send({ type: 'wizard.edit' }),
      fix: (step: WizardStep, field: ChampPublication | null) => actor.send({ type: 'wizard.fix', step, field }),
    }),
    [actor],
  );
}

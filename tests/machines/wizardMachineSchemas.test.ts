import { describe, expect, test } from 'vitest';
import { waitFor } from 'xstate';
import { selectProgress, selectStep, selectStepErrors } from '../../machines/wizard/selectors.ts';
import type { PublicationSaisie, WizardDependencies } from '../../machines/wizard/types.ts';
import { validatePublicationStep } from '../../domain/publication/publicationSteps.ts';
import { standInDependencies, startWizard, UPLOADED } from './wizard/wizardStandIns.ts';

/** The machine over the validation module's step schemas, as the application wires it. */
const validateStep: WizardDependencies['validateStep'] = validatePublicationStep;

const STORED_READY_FOR_STEP_5: PublicationSaisie = {
  Id: 7,
  Ean: '9782070368228',
  IdsLangues: [20],
  Titre: 'Les Rivages',
  Serie: false,
  MultipleAuteurs: false,
  AuteurContribution: [{ Nom: 'Camille Martin', IdTypeContribution: 1, IdsLangues: [], Rang: 0 }],
  IdMarque: 12,
  IdDisponibilite: 1,
  DateParution: '2099-03-01',
  IdFormat: 1,
  IdIllustration: 1,
  Coffret: false,
  IdTypeOuvrage: 1,
  IdSujet: 3,
  Resume: null,
  VisuelCouverture: null,
};

describe('the wizard with the contract step schemas', () => {
  test('a new publication fails step 1 only for want of an EAN', async () => {
    const actor = startWizard({ ...standInDependencies(), validateStep }, {});
    const snapshot = await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'wizard.next', data: {} });
    const refused = actor.getSnapshot();
    expect(selectStep(snapshot)).toBe(1);
    expect(selectStepErrors(refused).map((error) => error.Champ)).toContain('/Ean');
    expect(selectProgress(refused)[0]?.state).toBe('error');
  });

  test('step 5 accepts a chosen cover before it is sent, and sends it before the publication', async () => {
    const deps = { ...standInDependencies({ get: async () => STORED_READY_FOR_STEP_5 }), validateStep };
    const actor = startWizard(deps, { id: '7' });
    const opened = await waitFor(actor, (s) => s.matches('editing'));
    // Steps 1 to 4 of this publication pass the contract's schemas; step 5 lacks its summary and cover.
    expect(opened.context.validity?.[4]).toEqual({ valid: true, errors: [] });
    expect(selectStep(opened)).toBe(5);

    const cover = new File(['png'], 'couverture.png', { type: 'image/png' });
    actor.send({
      type: 'wizard.validate',
      data: { Resume: "Une traversée de l'Atlantique racontée par la femme du gardien de phare." },
      images: { visuelCouverture: cover, quatriemeCouverture: null },
    });
    const done = await waitFor(actor, (s) => s.matches({ reviewing: 'ready' }) || s.matches('editing'));
    expect(selectStepErrors(done)).toEqual([]);
    expect(done.matches('reviewing')).toBe(true);
    expect(deps.api.update.mock.calls[0]![0].VisuelCouverture).toBe(UPLOADED.VisuelCouverture);
  });
});

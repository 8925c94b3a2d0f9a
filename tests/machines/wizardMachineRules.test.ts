import { describe, expect, test } from 'vitest';
import { waitFor } from 'xstate';
import { MODERATION_MESSAGES } from '../../domain/publication/moderation.ts';
import { newPublication } from '../../domain/publication/newPublication.ts';
import { ETAT_PUBLICATION } from '../../domain/referenceIds.ts';
import { UPLOAD_MESSAGES } from '../../domain/publication/uploadLimits.ts';
import { errorMessageOf } from '../../machines/shared/errors.ts';
import { stripQuotes, WIZARD_MESSAGES } from '../../machines/wizard/messages.ts';
import { parseRouteId, parseRouteStep } from '../../domain/publication/wizardRoute.ts';
import {
  selectBusyText,
  selectError,
  selectFileErrors,
  selectProgress,
  selectSaveError,
  selectShowsStepErrors,
  selectStatus,
  selectStep,
  selectStepErrors,
} from '../../machines/wizard/selectors.ts';
import type { PublicationSaisie, WizardReview } from '../../machines/wizard/types.ts';
import {
  deferred,
  EAN_TAKEN,
  IMAGES,
  RefusedCall,
  REVIEW_BLOCKING,
  REVIEW_CLEAR,
  standInDependencies,
  startWizard,
  STEP_DATA,
  STORED_COMPLETE,
  STORED_SUBMITTED,
  STORED_UNFINISHED,
  UPLOADED,
} from './wizard/wizardStandIns.ts';

const STORED_STEP1_ONLY: PublicationSaisie = { ...newPublication(), Id: 7, ...STEP_DATA[1] };

async function editing(actor: ReturnType<typeof startWizard>) {
  return waitFor(actor, (snapshot) => snapshot.matches('editing'));
}

/** The review after Valider, once loaded. */
async function reviewed(actor: ReturnType<typeof startWizard>) {
  return waitFor(actor, (snapshot) => snapshot.matches({ reviewing: 'ready' }));
}

describe('the route', () => {
  test.each([
    ['12', 12],
    [12, 12],
    [' 7 ', 7],
    ['0', null],
    ['-3', null],
    ['abc', null],
    ['1.5', null],
    ['create', null],
    [null, null],
    [undefined, null],
  ])('publication id %j → %j', (id, expected) => expect(parseRouteId(id)).toBe(expected));

  test.each([
    ['1', 1],
    ['5', 5],
    [3, 3],
    ['0', null],
    ['6', null],
    ['fin', null],
    ['', null],
    [undefined, null],
  ])('step %j → %j', (step, expected) => expect(parseRouteStep(step)).toBe(expected));
});

describe('a new publication', () => {
  test('an id that is not valid opens a new publication with the defaults, at step 1', async () => {
    const deps = standInDependencies();
    const actor = startWizard(deps, { id: 'nouvelle', step: '9' });
    const snapshot = await editing(actor);
    expect(snapshot.context.publication).toEqual({
      IdsLangues: [20],
      Serie: false,
      AuteurContribution: [],
      MultipleAuteurs: false,
      IdDisponibilite: 1,
      IdIllustration: 1,
      IdFormat: 1,
      Coffret: false,
      IdTypeOuvrage: 1,
    });
    expect(selectStep(snapshot)).toBe(1);
    expect(deps.api.get).not.toHaveBeenCalled();
  });

  test('a step whose previous steps fail sends the user to the first failing step', async () => {
    const deps = standInDependencies();
    const snapshot = await editing(startWizard(deps, { step: '4' }));
    expect(selectStep(snapshot)).toBe(1);
    expect(deps.navigate).toHaveBeenCalledWith({ id: null, step: 1, replace: true });
  });

  test('Suivant creates it (no Id, an Ean), then the route takes the new id', async () => {
    const deps = standInDependencies();
    const actor = startWizard(deps);
    await editing(actor);
    actor.send({ type: 'wizard.next', data: STEP_DATA[1] });
    const snapshot = await editing(actor);

    expect(deps.api.create).toHaveBeenCalledTimes(1);
    const sent = deps.api.create.mock.calls[0]![0];
    expect(sent.Id).toBeUndefined();
    expect(sent).toMatchObject({ ...newPublication(), ...STEP_DATA[1] });
    expect(deps.api.update).not.toHaveBeenCalled();
    expect(snapshot.context.publication.Id).toBe(42);
    expect(selectStep(snapshot)).toBe(2);
    expect(deps.notify).toHaveBeenCalledWith('success', 'Modifications enregistrées', 4000);
    expect(deps.navigate).toHaveBeenLastCalledWith({ id: 42, step: 2, replace: false });

    // The page follows: the new address is the same publication, nothing is loaded again.
    actor.send({ type: 'wizard.routeChanged', id: '42', step: '2' });
    expect(selectStep(actor.getSnapshot())).toBe(2);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(deps.api.get).not.toHaveBeenCalled();
  });

  test('Suivant on a failing step does not save and shows the step errors', async () => {
    const deps = standInDependencies();
    const actor = startWizard(deps);
    await editing(actor);
    actor.send({ type: 'wizard.next', data: { Ean: '' } });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('editing')).toBe(true);
    expect(deps.api.create).not.toHaveBeenCalled();
    expect(selectStepErrors(snapshot)).toEqual([{ Champ: '/Ean', Message: "L'EAN est obligatoire" }]);
    expect(selectProgress(snapshot)[0]?.state).toBe('error');
  });
});

describe('an existing publication', () => {
  test('shows Chargement en cours... then, the address naming no step, opens at the first step whose schema fails', async () => {
    const load = deferred<PublicationSaisie>();
    const deps = standInDependencies({ get: () => load.promise });
    const actor = startWizard(deps, { id: '7', step: null });
    expect(selectBusyText(actor.getSnapshot())).toBe('Chargement en cours...');
    expect(selectStep(actor.getSnapshot())).toBeNull();
    load.resolve(STORED_UNFINISHED);
    const snapshot = await editing(actor);
    expect(deps.api.get).toHaveBeenCalledWith(7, expect.any(AbortSignal));
    expect(selectStep(snapshot)).toBe(3);
    expect(deps.navigate).toHaveBeenCalledWith({ id: 7, step: 3, replace: true });
    expect(selectBusyText(snapshot)).toBeNull();
  });

  test('opens at step 5 when every step passes and the address names no step', async () => {
    const deps = standInDependencies({ get: async () => STORED_COMPLETE });
    const snapshot = await editing(startWizard(deps, { id: 7 }));
    expect(selectStep(snapshot)).toBe(5);
    expect(deps.navigate).toHaveBeenCalledWith({ id: 7, step: 5, replace: true });
  });

  test('stays on the step the address names when every step before it passes (a reload, a shared link)', async () => {
    const deps = standInDependencies({ get: async () => STORED_COMPLETE });
    const snapshot = await editing(startWizard(deps, { id: 7, step: '2' }));
    expect(selectStep(snapshot)).toBe(2);
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  test('a step beyond the first failing one opens the first failing one', async () => {
    const deps = standInDependencies({ get: async () => ({ ...STORED_COMPLETE, Titre: '' }) });
    const snapshot = await editing(startWizard(deps, { id: 7, step: '4' }));
    expect(selectStep(snapshot)).toBe(2);
    expect(deps.navigate).toHaveBeenCalledWith({ id: 7, step: 2, replace: true });
  });

  test('a step out of range is no step: the first failing step opens', async () => {
    const deps = standInDependencies({ get: async () => STORED_UNFINISHED });
    const snapshot = await editing(startWizard(deps, { id: 7, step: '9' }));
    expect(selectStep(snapshot)).toBe(3);
    expect(deps.navigate).toHaveBeenCalledWith({ id: 7, step: 3, replace: true });
  });

  test('a failed fetch shows no step and says so in French; Réessayer opens the step the address names', async () => {
    const deps = standInDependencies({ get: () => Promise.reject(new Error('socket hang up')) });
    const actor = startWizard(deps, { id: '7', step: '2' });
    const snapshot = await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(selectStep(snapshot)).toBeNull();
    expect(selectError(snapshot)).toBe(WIZARD_MESSAGES.loadFailed);
    expect(selectProgress(snapshot).every((step) => step.state === 'undefined' && step.disabled)).toBe(true);

    deps.api.get.mockResolvedValueOnce(STORED_COMPLETE);
    actor.send({ type: 'wizard.retry' });
    expect(selectStep(await editing(actor))).toBe(2);
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  test("an unknown publication shows the server's message, with nothing to retry", async () => {
    const unknown = "Cette publication n'existe pas parmi les vôtres.";
    const deps = standInDependencies({ get: () => Promise.reject(new RefusedCall(unknown, 404)) });
    const snapshot = await waitFor(startWizard(deps, { id: '99' }), (s) => s.matches('notFound'));
    expect(selectError(snapshot)).toBe(unknown);
    expect(selectStatus(snapshot)).toBe('notFound');
    expect(snapshot.can({ type: 'wizard.retry' })).toBe(false);
  });

  test("a refused fetch that may pass shows the server's message and may be retried", async () => {
    const deps = standInDependencies({ get: () => Promise.reject(new RefusedCall('Service indisponible', 503)) });
    const snapshot = await waitFor(startWizard(deps, { id: '99' }), (s) => s.matches('loadFailed'));
    expect(selectError(snapshot)).toBe('Service indisponible');
    expect(snapshot.can({ type: 'wizard.retry' })).toBe(true);
  });
});

describe('saving', () => {
  test('a save is sent once for one click: events while saving are ignored', async () => {
    const save = deferred<PublicationSaisie>();
    const deps = standInDependencies({ get: async () => STORED_UNFINISHED, update: () => save.promise });
    const actor = startWizard(deps, { id: '7' });
    await editing(actor);
    actor.send({ type: 'wizard.next', data: STEP_DATA[3] });
    actor.send({ type: 'wizard.next', data: STEP_DATA[3] });
    actor.send({ type: 'wizard.previous', data: {} });
    actor.send({ type: 'wizard.goToStep', step: 1, data: {} });
    actor.send({ type: 'wizard.routeChanged', id: '7', step: '1' });
    expect(selectStatus(actor.getSnapshot())).toBe('saving');
    expect(selectBusyText(actor.getSnapshot())).toBe('Enregistrement en cours...');
    expect(selectProgress(actor.getSnapshot()).every((step) => step.disabled)).toBe(true);
    expect(deps.api.update).toHaveBeenCalledTimes(1);

    save.resolve({ ...STORED_UNFINISHED, ...STEP_DATA[3] });
    const snapshot = await editing(actor);
    expect(selectStep(snapshot)).toBe(4);
    expect(deps.api.update).toHaveBeenCalledTimes(1);
  });

  test('a refused save keeps everything typed and shows the Message under the EAN field without quotes', async () => {
    const deps = standInDependencies({ create: () => Promise.reject(EAN_TAKEN) });
    const actor = startWizard(deps);
    await editing(actor);
    actor.send({ type: 'wizard.next', data: { Ean: '978-2-07-036822-8', IdsLangues: [20, 30] } });
    const snapshot = await editing(actor);
    expect(selectSaveError(snapshot)).toBe("L'EAN 9782070368228 est déjà utilisé par une autre publication");
    expect(selectStep(snapshot)).toBe(1);
    expect(snapshot.context.publication).toMatchObject({ Ean: '978-2-07-036822-8', IdsLangues: [20, 30] });
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(deps.notify).not.toHaveBeenCalled();

    // The next attempt clears the message.
    deps.api.create.mockResolvedValueOnce({ ...snapshot.context.publication, Id: 42 });
    actor.send({ type: 'wizard.next', data: {} });
    expect(selectSaveError(actor.getSnapshot())).toBeNull();
    expect(selectStep(await editing(actor))).toBe(2);
  });

  test('Précédent on step 2 saves as a draft without the step blocking', async () => {
    const deps = standInDependencies({ get: async () => STORED_STEP1_ONLY });
    const actor = startWizard(deps, { id: '7', step: '2' });
    expect(selectStep(await editing(actor))).toBe(2);

    actor.send({ type: 'wizard.next', data: { Titre: '' } });
    expect(deps.api.update).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.attempted).toBe(true);

    actor.send({ type: 'wizard.previous', data: { Titre: '' } });
    const snapshot = await editing(actor);
    expect(deps.api.updateLibre).toHaveBeenCalledTimes(1);
    expect(deps.api.updateLibre.mock.calls[0]![0]).toMatchObject({ Id: 7, Titre: '' });
    expect(deps.api.update).not.toHaveBeenCalled();
    expect(selectStep(snapshot)).toBe(1);
    expect(deps.navigate).toHaveBeenLastCalledWith({ id: 7, step: 1, replace: false });
  });

  test('Précédent on step 4 failing its rules saves as a draft, moves, and keeps step 4 marked in the bar', async () => {
    const deps = standInDependencies({ get: async () => STORED_COMPLETE });
    const actor = startWizard(deps, { id: '7', step: '4' });
    expect(selectStep(await editing(actor))).toBe(4);

    actor.send({ type: 'wizard.previous', data: { DateParution: '', PrixTTC: 12.5 } });
    const snapshot = await editing(actor);
    expect(deps.api.updateLibre).toHaveBeenCalledTimes(1);
    expect(deps.api.updateLibre.mock.calls[0]![0]).toMatchObject({ Id: 7, DateParution: '', PrixTTC: 12.5 });
    expect(deps.api.update).not.toHaveBeenCalled();
    expect(selectStep(snapshot)).toBe(3);
    expect(deps.notify).toHaveBeenCalledWith('success', WIZARD_MESSAGES.saved, expect.any(Number));
    expect(deps.navigate).toHaveBeenLastCalledWith({ id: 7, step: 3, replace: false });
    expect(selectProgress(snapshot).map(({ state }) => state)).toEqual(['valid', 'valid', 'valid', 'error', 'valid']);
    expect(selectShowsStepErrors(snapshot)).toBe(false);
    expect(selectStepErrors(snapshot)).toEqual([]);

    // Back on step 4, its failures show. Suivant saved step 3 as a draft: Update would refuse step 4, which
    // holds data (a price) and fails.
    actor.send({ type: 'wizard.next', data: {} });
    const back = await editing(actor);
    expect(selectStep(back)).toBe(4);
    expect(deps.api.updateLibre).toHaveBeenCalledTimes(2);
    expect(deps.api.update).not.toHaveBeenCalled();
    expect(selectShowsStepErrors(back)).toBe(true);
    expect(selectStepErrors(back)).toEqual([{ Champ: '/DateParution', Message: 'Champ obligatoire' }]);
    // Once it passes, the mark goes, and a move forward is judged again (Update).
    actor.send({ type: 'wizard.previous', data: STEP_DATA[4] });
    const fixed = await editing(actor);
    expect(selectStep(fixed)).toBe(3);
    expect(selectProgress(fixed).map(({ state }) => state)).toEqual(['valid', 'valid', 'valid', 'valid', 'valid']);
    actor.send({ type: 'wizard.next', data: {} });
    expect(selectStep(await editing(actor))).toBe(4);
    expect(deps.api.update).toHaveBeenCalledTimes(1);
  });

  test('Suivant on a failing step is still refused after a move back', async () => {
    const deps = standInDependencies({ get: async () => STORED_UNFINISHED });
    const actor = startWizard(deps, { id: '7' });
    expect(selectStep(await editing(actor))).toBe(3);
    actor.send({ type: 'wizard.next', data: {} });
    expect(selectStep(actor.getSnapshot())).toBe(3);
    expect(actor.getSnapshot().context.attempted).toBe(true);
    actor.send({ type: 'wizard.previous', data: {} });
    expect(selectStep(await editing(actor))).toBe(2);
    expect(deps.api.updateLibre).toHaveBeenCalledTimes(1);
    expect(deps.api.update).not.toHaveBeenCalled();
  });

  test.each([ETAT_PUBLICATION.enAttenteDeModeration, ETAT_PUBLICATION.validee])(
    'a publication in state %i, which stays complete, is refused Précédent on a failing step',
    async (idEtat) => {
      // The back office's wizard: it may change every publication.
      const deps = standInDependencies({ get: async () => ({ ...STORED_COMPLETE, IdEtatPublication: idEtat }) });
      deps.readOnlyReason.mockReturnValue(null);
      const actor = startWizard(deps, { id: '7', step: '4' });
      expect(selectStep(await editing(actor))).toBe(4);
      actor.send({ type: 'wizard.previous', data: { DateParution: '' } });
      expect(selectStep(actor.getSnapshot())).toBe(4);
      expect(actor.getSnapshot().context.attempted).toBe(true);
      actor.send({ type: 'wizard.previous', data: STEP_DATA[4] });
      expect(selectStep(await editing(actor))).toBe(3);
      expect(deps.api.update).toHaveBeenCalledTimes(1);
      expect(deps.api.updateLibre).not.toHaveBeenCalled();
    },
  );

  test('a step button moves after saving, not past a failing step; an earlier one saves as a draft', async () => {
    const deps = standInDependencies({ get: async () => STORED_UNFINISHED });
    const actor = startWizard(deps, { id: '7' });
    await editing(actor);
    // Step 3 fails: forward is refused.
    actor.send({ type: 'wizard.goToStep', step: 4, data: {} });
    expect(selectStep(actor.getSnapshot())).toBe(3);
    expect(actor.getSnapshot().context.attempted).toBe(true);
    // Step 4 fails: step 5 cannot be reached.
    actor.send({ type: 'wizard.goToStep', step: 5, data: STEP_DATA[3] });
    expect(selectStep(actor.getSnapshot())).toBe(3);
    expect(deps.api.update).not.toHaveBeenCalled();
    actor.send({ type: 'wizard.goToStep', step: 1, data: { IdMarque: null } });
    const snapshot = await editing(actor);
    expect(selectStep(snapshot)).toBe(1);
    expect(deps.api.updateLibre).toHaveBeenCalledTimes(1);
    expect(deps.api.update).not.toHaveBeenCalled();
    expect(selectProgress(snapshot)[2]!.state).toBe('error');
  });
});

describe('step 5', () => {
  test('Valider sends the images, updates the publication, shows the review, and Soumettre submits it, then goes to the end page', async () => {
    const deps = standInDependencies({ get: async () => ({ ...STORED_COMPLETE, Resume: null }) });
    const actor = startWizard(deps, { id: '7' });
    expect(selectStep(await editing(actor))).toBe(5);
    actor.send({ type: 'wizard.validate', data: STEP_DATA[5], images: IMAGES });
    const review = await reviewed(actor);
    expect(selectStatus(review)).toBe('reviewing');
    expect(review.context.review).toEqual(REVIEW_CLEAR);
    expect(deps.api.review).toHaveBeenCalledWith(7, expect.any(AbortSignal));
    expect(deps.api.review.mock.invocationCallOrder[0]!).toBeGreaterThan(deps.api.update.mock.invocationCallOrder[0]!);
    // Not submitted yet: the review waits for Soumettre, the address stays step 5's.
    expect(deps.api.submit).not.toHaveBeenCalled();
    expect(deps.navigate).not.toHaveBeenCalledWith(expect.objectContaining({ step: 'fin' }));
    actor.send({ type: 'wizard.submit' });
    const snapshot = await waitFor(actor, (s) => s.matches('finished'));

    expect(deps.api.uploadImages).toHaveBeenCalledWith(7, IMAGES, expect.any(AbortSignal));
    const uploadOrder = deps.api.uploadImages.mock.invocationCallOrder[0]!;
    const updateOrder = deps.api.update.mock.invocationCallOrder[0]!;
    expect(uploadOrder).toBeLessThan(updateOrder);
    expect(deps.api.update.mock.calls[0]![0]).toMatchObject({
      Id: 7,
      Resume: STEP_DATA[5].Resume,
      VisuelCouverture: UPLOADED.VisuelCouverture,
    });
    expect(deps.api.submit).toHaveBeenCalledTimes(1);
    expect(deps.api.submit.mock.calls[0]![0]).toMatchObject({ Id: 7 });
    expect(deps.api.submit.mock.invocationCallOrder[0]!).toBeGreaterThan(updateOrder);
    expect(snapshot.context.publication.IdEtatPublication).toBe(ETAT_PUBLICATION.enAttenteDeModeration);
    expect(deps.navigate).toHaveBeenLastCalledWith({ id: 7, step: 'fin', replace: false });
    expect(selectStatus(snapshot)).toBe('finished');
  });

  test('a refused submission shows the server’s message on the review, keeps what was typed, and Soumettre submits again', async () => {
    const refusal = new RefusedCall(MODERATION_MESSAGES.stepInvalid(4));
    const deps = standInDependencies({ get: async () => STORED_COMPLETE, submit: () => Promise.reject(refusal) });
    const actor = startWizard(deps, { id: '7' });
    await editing(actor);
    actor.send({ type: 'wizard.validate', data: { Resume: 'Résumé corrigé.' }, images: IMAGES });
    await reviewed(actor);
    actor.send({ type: 'wizard.submit' });
    const snapshot = await waitFor(actor, (s) => s.matches({ reviewing: 'ready' }) && selectError(s) !== null);
    expect(selectError(snapshot)).toBe(MODERATION_MESSAGES.stepInvalid(4));
    expect(snapshot.context.publication.Resume).toBe('Résumé corrigé.');
    expect(deps.navigate).not.toHaveBeenCalledWith(expect.objectContaining({ step: 'fin' }));

    deps.api.submit.mockResolvedValueOnce({ ...STORED_SUBMITTED, Resume: 'Résumé corrigé.' });
    actor.send({ type: 'wizard.submit' });
    await waitFor(actor, (s) => s.matches('finished'));
    expect(deps.api.update).toHaveBeenCalledTimes(1);
    expect(deps.api.submit).toHaveBeenCalledTimes(2);
    expect(deps.navigate).toHaveBeenLastCalledWith({ id: 7, step: 'fin', replace: false });
  });

  test('a submission failing without a Message says so in French', async () => {
    const deps = standInDependencies({
      get: async () => STORED_COMPLETE,
      submit: () => Promise.reject(new Error('x')),
    });
    const actor = startWizard(deps, { id: '7' });
    await editing(actor);
    actor.send({ type: 'wizard.validate', data: {}, images: IMAGES });
    await reviewed(actor);
    actor.send({ type: 'wizard.submit' });
    const snapshot = await waitFor(actor, (s) => selectError(s) !== null);
    expect(snapshot.matches({ reviewing: 'ready' })).toBe(true);
    expect(selectError(snapshot)).toBe(WIZARD_MESSAGES.submitFailed);
  });

  test('a wizard that reviews nothing (the back office) ends at once with a submission that answers the saved publication', async () => {
    const deps = standInDependencies({
      get: async () => STORED_COMPLETE,
      submit: async (publication) => publication,
      review: async () => null,
    });
    const actor = startWizard(deps, { id: '7' });
    await editing(actor);
    actor.send({ type: 'wizard.validate', data: {}, images: IMAGES });
    const snapshot = await waitFor(actor, (s) => s.matches('finished'));
    expect(snapshot.context.publication.IdEtatPublication).toBe(ETAT_PUBLICATION.brouillon);
  });

  test('a failed upload keeps the data, says so in French and does not update', async () => {
    const deps = standInDependencies({
      get: async () => STORED_COMPLETE,
      uploadImages: () => Promise.reject(new Error('network')),
    });
    const actor = startWizard(deps, { id: '7' });
    await editing(actor);
    actor.send({ type: 'wizard.validate', data: { Resume: 'Résumé corrigé.' }, images: IMAGES });
    const snapshot = await editing(actor);
    expect(selectError(snapshot)).toBe(WIZARD_MESSAGES.uploadFailed);
    expect(snapshot.context.publication.Resume).toBe('Résumé corrigé.');
    expect(snapshot.context.images).toBe(IMAGES);
    expect(selectStep(snapshot)).toBe(5);
    expect(deps.api.update).not.toHaveBeenCalled();
  });

  test("a file the server refuses keeps its part's French message, with the files sent, until the next Valider", async () => {
    const refusal = { Champ: '/quatriemeCouverture', Message: UPLOAD_MESSAGES.pdfAction };
    const uploads = [
      Promise.reject(new RefusedCall('Les données envoyées sont invalides.', 400, [refusal])),
      Promise.resolve(UPLOADED),
    ];
    uploads[0]?.catch(() => undefined);
    const deps = standInDependencies({ get: async () => STORED_COMPLETE, uploadImages: () => uploads.shift()! });
    const actor = startWizard(deps, { id: '7' });
    await editing(actor);
    actor.send({ type: 'wizard.validate', data: {}, images: IMAGES });
    const refused = await editing(actor);
    expect(selectFileErrors(refused)).toEqual([refusal]);
    expect(refused.context.images).toBe(IMAGES);
    expect(deps.api.update).not.toHaveBeenCalled();
    actor.send({ type: 'wizard.validate', data: {}, images: IMAGES });
    expect(selectFileErrors(actor.getSnapshot())).toEqual([]);
    await reviewed(actor);
  });

  test('a refused update after the upload keeps the data and shows the Message', async () => {
    const deps = standInDependencies({
      get: async () => STORED_COMPLETE,
      update: () => Promise.reject(new RefusedCall('Le résumé doit être écrit en "français"', 400)),
    });
    const actor = startWizard(deps, { id: '7' });
    await editing(actor);
    actor.send({ type: 'wizard.validate', data: {}, images: IMAGES });
    const snapshot = await editing(actor);
    expect(selectSaveError(snapshot)).toBe('Le résumé doit être écrit en français');
    expect(snapshot.context.publication.VisuelCouverture).toBe(UPLOADED.VisuelCouverture);
    expect(selectStep(snapshot)).toBe(5);
  });

  test('Précédent on step 5 sends the chosen cover first, then saves it with the step as a draft', async () => {
    const deps = standInDependencies({ get: async () => STORED_COMPLETE });
    const actor = startWizard(deps, { id: '7' });
    await editing(actor);
    actor.send({ type: 'wizard.previous', data: { Resume: 'Résumé corrigé.' }, images: IMAGES });
    const snapshot = await editing(actor);
    expect(selectStep(snapshot)).toBe(4);
    expect(deps.api.uploadImages).toHaveBeenCalledWith(7, IMAGES, expect.any(AbortSignal));
    expect(deps.api.uploadImages.mock.invocationCallOrder[0]!).toBeLessThan(
      deps.api.updateLibre.mock.invocationCallOrder[0]!,
    );
    expect(deps.api.updateLibre.mock.calls[0]![0]).toMatchObject({
      Resume: 'Résumé corrigé.',
      VisuelCouverture: UPLOADED.VisuelCouverture,
    });
    expect(snapshot.context.images).toEqual({ visuelCouverture: null, quatriemeCouverture: null });
  });

  test('a progress-bar move from step 5 sends the chosen cover too; a refused file stops the move, nothing lost', async () => {
    const refusal = { Champ: '/visuelCouverture', Message: 'Le fichier dépasse 5 Mo' };
    const deps = standInDependencies({
      get: async () => STORED_COMPLETE,
      uploadImages: () => Promise.reject(new RefusedCall('Les données envoyées sont invalides.', 400, [refusal])),
    });
    const actor = startWizard(deps, { id: '7' });
    await editing(actor);
    actor.send({ type: 'wizard.goToStep', step: 2, data: { Resume: 'Résumé corrigé.' }, images: IMAGES });
    const snapshot = await editing(actor);
    expect(selectStep(snapshot)).toBe(5);
    expect(selectFileErrors(snapshot)).toEqual([refusal]);
    expect(snapshot.context.images).toBe(IMAGES);
    expect(snapshot.context.publication.Resume).toBe('Résumé corrigé.');
    expect(deps.api.updateLibre).not.toHaveBeenCalled();
  });

  test('Précédent on step 5 saves as a draft, then goes to step 4', async () => {
    const deps = standInDependencies({ get: async () => STORED_COMPLETE });
    const actor = startWizard(deps, { id: '7' });
    await editing(actor);
    actor.send({ type: 'wizard.previous', data: {} });
    expect(selectStep(await editing(actor))).toBe(4);
    expect(deps.api.updateLibre).toHaveBeenCalledTimes(1);
    expect(deps.api.uploadImages).not.toHaveBeenCalled();
  });
});

describe('a publication the user may not change', () => {
  test.each([
    [ETAT_PUBLICATION.enAttenteDeModeration, MODERATION_MESSAGES.lockedWhileSubmitted],
    [ETAT_PUBLICATION.validee, MODERATION_MESSAGES.lockedValidated],
    [ETAT_PUBLICATION.referencee, MODERATION_MESSAGES.lockedValidated],
  ])('in state %i opens no step: its read-only page is shown with the reason', async (idEtat, reason) => {
    const deps = standInDependencies({ get: async () => ({ ...STORED_COMPLETE, IdEtatPublication: idEtat }) });
    const actor = startWizard(deps, { id: '7', step: '2' });
    const snapshot = await waitFor(actor, (s) => s.matches('readOnly'));
    expect(deps.showReadOnly).toHaveBeenCalledWith(7, reason);
    expect(deps.navigate).not.toHaveBeenCalled();
    expect(selectStep(snapshot)).toBe(null);
    expect(selectStatus(snapshot)).toBe('readOnly');
  });

  test('a refused publication opens at its first invalid step, as a draft does', async () => {
    const deps = standInDependencies({
      get: async () => ({ ...STORED_UNFINISHED, IdEtatPublication: ETAT_PUBLICATION.refusee }),
    });
    const snapshot = await editing(startWizard(deps, { id: '7' }));
    expect(selectStep(snapshot)).toBe(3);
    expect(deps.showReadOnly).not.toHaveBeenCalled();
  });
});

describe('route changes', () => {
  test('a step whose previous steps pass is shown; another one sends to the first failing step', async () => {
    const deps = standInDependencies({ get: async () => STORED_UNFINISHED });
    const actor = startWizard(deps, { id: '7' });
    await editing(actor);
    actor.send({ type: 'wizard.routeChanged', id: '7', step: '2' });
    expect(selectStep(actor.getSnapshot())).toBe(2);
    deps.navigate.mockClear();
    actor.send({ type: 'wizard.routeChanged', id: '7', step: '5' });
    expect(selectStep(actor.getSnapshot())).toBe(3);
    expect(deps.navigate).toHaveBeenCalledWith({ id: 7, step: 3, replace: true });
  });

  test('another publication in the address is loaded', async () => {
    const deps = standInDependencies({ get: async () => STORED_UNFINISHED });
    const actor = startWizard(deps, { id: '7' });
    await editing(actor);
    deps.api.get.mockResolvedValueOnce({ ...STORED_COMPLETE, Id: 8 });
    actor.send({ type: 'wizard.routeChanged', id: '8', step: '1' });
    const snapshot = await waitFor(actor, (s) => s.matches('editing') && s.context.publication.Id === 8);
    expect(deps.api.get).toHaveBeenLastCalledWith(8, expect.any(AbortSignal));
    expect(selectStep(snapshot)).toBe(1);
  });

  test('an address without a step, for the publication shown, opens its first failing step', async () => {
    const deps = standInDependencies({ get: async () => STORED_UNFINISHED });
    const actor = startWizard(deps, { id: '7', step: '1' });
    expect(selectStep(await editing(actor))).toBe(1);
    actor.send({ type: 'wizard.routeChanged', id: '7', step: null });
    expect(selectStep(actor.getSnapshot())).toBe(3);
    expect(deps.navigate).toHaveBeenLastCalledWith({ id: 7, step: 3, replace: true });
  });
});

describe('the progress bar', () => {
  test('each step valid or warning; a button disabled on the current step and when the step before fails', async () => {
    const deps = standInDependencies({ get: async () => STORED_UNFINISHED });
    const snapshot = await editing(startWizard(deps, { id: '7' }));
    expect(selectProgress(snapshot)).toEqual([
      { step: 1, state: 'valid', disabled: false },
      { step: 2, state: 'valid', disabled: false },
      { step: 3, state: 'warning', disabled: true },
      { step: 4, state: 'warning', disabled: true },
      { step: 5, state: 'warning', disabled: true },
    ]);
  });
});

describe('messages', () => {
  test('double quotes are stripped, apostrophes kept', () => {
    expect(stripQuotes('L\'EAN "978" existe déjà')).toBe("L'EAN 978 existe déjà");
    expect(stripQuotes('« Titre » “cité”')).toBe('« Titre » cité');
  });

  test("a bare error is not shown to the user, a refusal's Message is", () => {
    expect(errorMessageOf(new Error('TypeError: x is undefined'), 'repli')).toBe('repli');
    expect(errorMessageOf({ Message: 'Refusé' }, 'repli')).toBe('Refusé');
    expect(errorMessageOf(new RefusedCall('Refusé'), 'repli')).toBe('Refusé');
  });
});

describe('the review after Valider', () => {
  async function reviewOf(review: WizardReview | (() => Promise<WizardReview>)) {
    const deps = standInDependencies({
      get: async () => STORED_COMPLETE,
      review: typeof review === 'function' ? review : async () => review,
    });
    const actor = startWizard(deps, { id: '7' });
    await editing(actor);
    actor.send({ type: 'wizard.validate', data: {}, images: IMAGES });
    return { deps, actor };
  }

  test('a blocking point refuses Soumettre; Corriger goes to its step with its field to focus', async () => {
    const { deps, actor } = await reviewOf(REVIEW_BLOCKING);
    await reviewed(actor);
    actor.send({ type: 'wizard.submit' });
    expect(actor.getSnapshot().matches({ reviewing: 'ready' })).toBe(true);
    expect(deps.api.submit).not.toHaveBeenCalled();

    actor.send({ type: 'wizard.fix', step: 4, field: 'PrixTTC' });
    const snapshot = await editing(actor);
    expect(selectStep(snapshot)).toBe(4);
    expect(snapshot.context.focusField).toBe('PrixTTC');
    expect(snapshot.context.review).toBeNull();
    expect(deps.navigate).toHaveBeenLastCalledWith({ id: 7, step: 4, replace: false });
  });

  test('Modifier goes back to step 5, and Valider reviews again', async () => {
    const { deps, actor } = await reviewOf(REVIEW_CLEAR);
    await reviewed(actor);
    actor.send({ type: 'wizard.edit' });
    expect(selectStep(await editing(actor))).toBe(5);
    actor.send({ type: 'wizard.validate', data: {}, images: { visuelCouverture: null, quatriemeCouverture: null } });
    await reviewed(actor);
    expect(deps.api.review).toHaveBeenCalledTimes(2);
  });

  test("step 5's address, told after Valider, keeps the review; another step's leaves it for that step", async () => {
    const { actor } = await reviewOf(REVIEW_CLEAR);
    await reviewed(actor);
    // Suivant to step 5, then Valider before the page has told the address of that move.
    actor.send({ type: 'wizard.routeChanged', id: '7', step: '5' });
    expect(actor.getSnapshot().matches({ reviewing: 'ready' })).toBe(true);
    expect(actor.getSnapshot().context.review).toEqual(REVIEW_CLEAR);

    actor.send({ type: 'wizard.routeChanged', id: '7', step: '4' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('editing')).toBe(true);
    expect(selectStep(snapshot)).toBe(4);
    expect(snapshot.context.review).toBeNull();
  });

  test('a failed review says so, and Réessayer loads it again', async () => {
    const answers = [Promise.reject(new Error('network')), Promise.resolve(REVIEW_CLEAR)];
    answers[0]?.catch(() => undefined);
    const { actor } = await reviewOf(() => answers.shift()!);
    const failed = await waitFor(actor, (s) => s.matches({ reviewing: 'failed' }));
    expect(selectError(failed)).toBe(WIZARD_MESSAGES.reviewFailed);
    actor.send({ type: 'wizard.retry' });
    expect(selectError(await reviewed(actor))).toBeNull();
  });
});

describe('the progress bar as the form is typed', () => {
  test('a step turns valid (or back) as it is typed, before anything is saved', async () => {
    const deps = standInDependencies({ get: async () => STORED_UNFINISHED });
    const actor = startWizard(deps, { id: '7' });
    expect(selectStep(await editing(actor))).toBe(3);
    expect(selectProgress(actor.getSnapshot())[2]!.state).toBe('warning');
    actor.send({ type: 'wizard.edited', data: STEP_DATA[3] });
    expect(selectProgress(actor.getSnapshot())[2]!.state).toBe('valid');
    // Step 4 may now be reached by the progress bar.
    expect(selectProgress(actor.getSnapshot())[3]!.disabled).toBe(false);
    actor.send({ type: 'wizard.edited', data: { IdMarque: null } });
    expect(selectProgress(actor.getSnapshot())[2]!.state).toBe('warning');
    expect(deps.api.update).not.toHaveBeenCalled();
    expect(deps.api.updateLibre).not.toHaveBeenCalled();
  });
});

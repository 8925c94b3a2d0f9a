import { describe, expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { contentEditMachine } from '../../machines/contentEdit/contentEditMachine.ts';
import type { ContentSave } from '../../machines/contentEdit/types.ts';
import {
  CONTENU,
  ID_CONTENU,
  IMAGE,
  IMAGE_FILE,
  SAVED,
  TEXT,
  BOOLEAN,
  contentEditModel,
} from './contentEdit/contentEditModel.ts';
import { describeMachinePaths } from './machinePathsSuite.ts';
import { settleMicrotasks } from './modelRunner.ts';

describeMachinePaths('content edit machine', contentEditModel, 'contentEditMachine');

describe('content edit machine — what a save sends', () => {
  test('only the changed values, a removed image as SupprimerFichier, a replaced one as a file; the pages are told', async () => {
    const sent: ContentSave[] = [];
    const reported: number[] = [];
    const actor = createActor(
      contentEditMachine.provide({
        actors: {
          loadContenu: fromPromise(async () => CONTENU),
          saveContenu: fromPromise(async ({ input }) => {
            const { changesOf } = await import('../../machines/contentEdit/draft.ts');
            sent.push(changesOf(input.loaded, input.draft));
            return SAVED;
          }),
        },
        actions: { reportSaved: (_, params) => void reported.push(params.contenu.Id) },
      }),
    ).start();
    actor.send({ type: 'contentEdit.open', idContenu: ID_CONTENU });
    await settleMicrotasks();
    actor.send({ type: 'contentEdit.valueChanged', idElement: TEXT, valeur: '<p>Après</p>' });
    actor.send({ type: 'contentEdit.valueChanged', idElement: BOOLEAN, valeur: 'true' });
    actor.send({ type: 'contentEdit.imageRemoved', idElement: IMAGE });
    actor.send({ type: 'contentEdit.save' });
    await settleMicrotasks();
    expect(sent.at(-1)).toEqual({
      idContenu: ID_CONTENU,
      elements: [
        { Id: TEXT, Valeur: '<p>Après</p>', SupprimerFichier: false },
        { Id: IMAGE, Valeur: null, SupprimerFichier: true },
      ],
      images: [],
    });
    expect(reported).toEqual([ID_CONTENU]);
    expect(actor.getSnapshot().matches({ editing: 'saved' })).toBe(true);

    actor.send({ type: 'contentEdit.imageChosen', idElement: IMAGE, file: IMAGE_FILE });
    // An element of another block is not part of the draft.
    actor.send({ type: 'contentEdit.valueChanged', idElement: 999, valeur: 'x' });
    actor.send({ type: 'contentEdit.save' });
    await settleMicrotasks();
    expect(sent.at(-1)).toEqual({
      idContenu: ID_CONTENU,
      elements: [],
      images: [{ idElement: IMAGE, file: IMAGE_FILE }],
    });
    actor.stop();
  });
});

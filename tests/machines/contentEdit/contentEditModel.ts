import { expect } from 'vitest';
import { contentEditMachine, type ContentEditMachine } from '../../../machines/contentEdit/contentEditMachine.ts';
import { changesOf } from '../../../machines/contentEdit/draft.ts';
import { selectIsDirty } from '../../../machines/contentEdit/selectors.ts';
import type { Contenu, ContenuVersion } from '../../../machines/contentEdit/types.ts';
import { ApiError } from '../../../src/lib/api/apiError.ts';
import { actorDone, actorError, createMachineModel, type ModelEvent } from '../modelRunner.ts';

/**
 * The content edit machine's model: a block with a one-line text, an image and a boolean (the FAQ and rich text
 * editors have their own tests), stand-in answers.
 */

export const ID_CONTENU = 4;
export const TEXT = 7;
export const IMAGE = 12;
export const BOOLEAN = 14;

function element(Id: number, Nom: string, IdTypeContenuElement: number, Rang: number, Valeur: string | null) {
  return {
    Id,
    Nom,
    IdTypeContenuElement,
    Rang,
    Valeur,
    Libelle: Nom,
    Description: `Description de ${Nom}`,
    SousLibelle: null,
    ContenuElementFichier: null,
  };
}

export const CONTENU: Contenu = {
  Id: ID_CONTENU,
  Nom: 'MentionsLegales',
  IdTypeContenu: 1,
  ContenuElements: [
    element(TEXT, 'Titre', 1, 1, '<p>Avant</p>'),
    {
      ...element(IMAGE, 'Image', 2, 2, null),
      ContenuElementFichier: { Data: '/fichiers/contenus/a.png', TypeMime: 'image/png' },
    },
    element(BOOLEAN, 'Visible', 4, 4, 'true'),
  ],
};

/** The block as the server answers a save of the text. */
export const SAVED: Contenu = {
  ...CONTENU,
  ContenuElements: CONTENU.ContenuElements.map((e) => (e.Id === TEXT ? { ...e, Valeur: '<p>Après</p>' } : e)),
};

export const VERSIONS: ContenuVersion[] = [
  {
    Id: 31,
    IdContenu: ID_CONTENU,
    DateRemplacement: '2026-11-20T10:15:00.000Z',
    RemplacePar: 'admin@example.org',
    ContenuElements: [
      { Id: TEXT, Valeur: '<p>Plus ancien</p>' },
      { Id: IMAGE, Valeur: null, ContenuElementFichier: { Data: '/fichiers/contenus/b.png', TypeMime: 'image/png' } },
      { Id: BOOLEAN, Valeur: 'false' },
    ],
  },
];

export const REFUSED = new ApiError('Les données envoyées ne sont pas valides.', 400);
export const IMAGE_FILE = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

const events: ModelEvent<ContentEditMachine>[] = [
  { type: 'contentEdit.open', idContenu: ID_CONTENU },
  { type: 'contentEdit.valueChanged', idElement: TEXT, valeur: '<p>Après</p>' },
  // Typed back as loaded: the draft is clean again.
  { type: 'contentEdit.valueChanged', idElement: TEXT, valeur: '<p>Avant</p>' },
  { type: 'contentEdit.valueChanged', idElement: BOOLEAN, valeur: 'false' },
  { type: 'contentEdit.imageChosen', idElement: IMAGE, file: IMAGE_FILE },
  { type: 'contentEdit.imageRemoved', idElement: IMAGE },
  { type: 'contentEdit.imageKept', idElement: IMAGE },
  { type: 'contentEdit.save' },
  { type: 'contentEdit.close' },
  { type: 'contentEdit.closeConfirmed' },
  { type: 'contentEdit.closeCancelled' },
  { type: 'contentEdit.retry' },
  { type: 'contentEdit.historyOpened' },
  { type: 'contentEdit.historyClosed' },
  { type: 'contentEdit.restoreRequested', idVersion: 31 },
  { type: 'contentEdit.restoreConfirmed' },
  { type: 'contentEdit.restoreCancelled' },
  actorDone('loadContenu', CONTENU),
  actorError('loadContenu', REFUSED),
  actorDone('saveContenu', SAVED),
  actorError('saveContenu', REFUSED),
  // A fault of ours, not a refusal the server explained: nothing of it is shown.
  actorError('saveContenu', new Error('boom')),
  actorDone('loadVersions', VERSIONS),
  actorError('loadVersions', REFUSED),
  actorDone('restoreVersion', CONTENU),
  actorError('restoreVersion', REFUSED),
];

/** What the draft would send, in short: the changed element ids and the replaced images. */
function pending(snapshot: { context: { loaded: Contenu | null; draft: Parameters<typeof changesOf>[1] } }) {
  const { loaded, draft } = snapshot.context;
  if (!loaded) return null;
  const changes = changesOf(loaded, draft);
  return {
    elements: changes.elements.map((e) => `${e.Id}${e.SupprimerFichier ? '-' : `=${e.Valeur}`}`),
    images: changes.images.map((image) => image.idElement),
  };
}

export const contentEditModel = createMachineModel({
  machine: contentEditMachine,
  events,
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      loaded: snapshot.context.loaded?.ContenuElements.find((e) => e.Id === TEXT)?.Valeur ?? null,
      dirty: selectIsDirty(snapshot),
      versions: snapshot.context.versions?.length ?? null,
      idVersion: snapshot.context.idVersion,
      error: snapshot.context.error,
    }),
  invariant: (snapshot) => {
    const { context } = snapshot;
    // Closed forgets everything; open, the block is named, and read from the draft onwards.
    if (snapshot.matches('closed')) expect(context).toMatchObject({ idContenu: null, loaded: null, error: null });
    else expect(context.idContenu).toBe(ID_CONTENU);
    if (snapshot.matches('editing') || snapshot.matches('saving') || snapshot.matches('history'))
      expect(context.loaded).not.toBeNull();
    // Saved means clean; closing is asked only with changes; saving only sends changes.
    if (snapshot.matches({ editing: 'saved' })) expect(selectIsDirty(snapshot)).toBe(false);
    if (snapshot.matches('confirmingClose') || snapshot.matches('saving')) expect(selectIsDirty(snapshot)).toBe(true);
    // Dirty exactly when a save would send something.
    const changes = pending(snapshot);
    expect(changes !== null && changes.elements.length + changes.images.length > 0).toBe(selectIsDirty(snapshot));
    // A reason only after a failure, and only one the server gave.
    if (context.error !== null) expect(context.error).toBe(REFUSED.message);
    if (snapshot.matches({ editing: 'idle' }) || snapshot.matches({ editing: 'saved' }) || snapshot.matches('loading'))
      expect(context.error).toBeNull();
    if (snapshot.matches({ history: 'previewing' }) || snapshot.matches({ history: 'restoring' }))
      expect(context.idVersion).toBe(31);
  },
});

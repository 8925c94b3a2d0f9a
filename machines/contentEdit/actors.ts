import { fromPromise } from 'xstate';
import type {
  Contenu,
  ContentDraft,
  ContentEditDependencies,
  ContenuVersion,
  IdContenuInput,
  RestoreInput,
} from './types.ts';
import { changesOf } from './draft.ts';

export interface SaveInput {
  loaded: Contenu;
  draft: ContentDraft;
}

/** The machine's server calls over its dependencies; leaving the state aborts them. */
export function createContentEditActors(deps: ContentEditDependencies) {
  return {
    loadContenu: fromPromise<Contenu, IdContenuInput>(({ input, signal }) => deps.api.load(input.idContenu, signal)),
    saveContenu: fromPromise<Contenu, SaveInput>(({ input, signal }) =>
      deps.api.save(changesOf(input.loaded, input.draft), signal),
    ),
    loadVersions: fromPromise<ContenuVersion[], IdContenuInput>(({ input, signal }) =>
      deps.api.versions(input.idContenu, signal),
    ),
    restoreVersion: fromPromise<Contenu, RestoreInput>(({ input, signal }) =>
      deps.api.restore(input.idContenu, input.idVersion, signal),
    ),
  };
}

export type ContentEditActors = ReturnType<typeof createContentEditActors>;

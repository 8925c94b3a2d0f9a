import type { ActorRefFrom } from 'xstate';
import { useQueryClientActor } from '../../../hooks/useQueryClientActor.ts';
import {
  createContentEditMachine,
  type ContentEditMachine,
} from '../../../../machines/contentEdit/contentEditMachine.ts';
import { contentEditApi, invalidateContenus } from '../api/contentEditApi.ts';

export type ContentEditActorRef = ActorRefFrom<ContentEditMachine>;

/** The content edit machine over the real calls; a save refreshes the pages that show the block. */
export function useContentEditActor(): ContentEditActorRef {
  return useQueryClientActor((queryClient) =>
    createContentEditMachine({ api: contentEditApi }).provide({
      actions: { reportSaved: () => void invalidateContenus(queryClient) },
    }),
  );
}

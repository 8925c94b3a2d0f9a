import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  createContentEditMachine,
  type ContentEditMachine,
} from '../../../../machines/contentEdit/contentEditMachine.ts';
import { devInspect } from '../../../lib/dev/inspector.ts';
import { contentEditApi, invalidateContenus } from '../api/contentEditApi.ts';

export type ContentEditActorRef = ActorRefFrom<ContentEditMachine>;

/** The content edit machine over the real calls; a save refreshes the pages that show the block. */
export function useContentEditActor(): ContentEditActorRef {
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    createContentEditMachine({ api: contentEditApi }).provide({
      actions: { reportSaved: () => void invalidateContenus(queryClient) },
    }),
  );
  return useActorRef(machine, { inspect: devInspect() });
}

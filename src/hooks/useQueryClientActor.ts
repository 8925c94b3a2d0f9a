import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { devInspect } from '../lib/dev/inspector.ts';

/**
 * The actor of a machine built once, for the component's life, over the query cache (so that what it saves shows
 * at once on the screens reading the cache); inspected in development.
 */
export function useQueryClientActor<M extends AnyStateMachine>(createMachine: (queryClient: QueryClient) => M) {
  const queryClient = useQueryClient();
  const [machine] = useState(() => createMachine(queryClient));
  return useActorRef(machine, { inspect: devInspect() });
}

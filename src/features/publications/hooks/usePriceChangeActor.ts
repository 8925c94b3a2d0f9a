import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import {
  createPriceChangeMachine,
  type PriceChangeMachine,
} from '../../../../machines/priceChange/priceChangeMachine.ts';
import { devInspect } from '../../../lib/dev/inspector.ts';
import { priceChangeDependencies } from '../api/publicationPrices.ts';

export type PriceChangeActorRef = ActorRefFrom<PriceChangeMachine>;

/** The machine that schedules and cancels a publication's prices, over the real calls and the query cache. */
export function usePriceChangeActor(idPublication: number): PriceChangeActorRef {
  const queryClient = useQueryClient();
  const [machine] = useState(() => createPriceChangeMachine(priceChangeDependencies(queryClient)));
  return useActorRef(machine, { input: { idPublication }, inspect: devInspect() });
}

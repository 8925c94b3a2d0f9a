import { useNavigate } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import {
  createReferencingCorrectionMachine,
  type ReferencingCorrectionMachine,
} from '../../../../machines/referencingCorrection/referencingCorrectionMachine.ts';
import { useQueryClientActor } from '../../../hooks/useQueryClientActor.ts';
import { referencingCorrectionDependencies } from '../api/referencingCorrectionDependencies.ts';

export type ReferencingCorrectionActorRef = ActorRefFrom<ReferencingCorrectionMachine>;

/** The machine that takes back a publication the catalogue rejected, over the real call, the cache and the router. */
export function useReferencingCorrectionActor(): ReferencingCorrectionActorRef {
  const navigate = useNavigate();
  return useQueryClientActor((queryClient) =>
    createReferencingCorrectionMachine(referencingCorrectionDependencies(queryClient, navigate)),
  );
}

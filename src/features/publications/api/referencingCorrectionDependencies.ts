import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router-dom';
import { REFERENCING_TEXTS } from '../../../../domain/referencing/referencingTexts.ts';
import type { ReferencingCorrectionDependencies } from '../../../../machines/referencingCorrection/types.ts';
import { toast } from '../../../components/toast/toastQueue.ts';
import { correctionStep } from '../utils/correctionStep.ts';
import { wizardPath } from '../utils/wizardPath.ts';
import { corrigerPublication, showCorrected } from './corrigerPublication.ts';

/** The machine's effects in the application: the real call, the publication in the cache, a toast, the wizard. */
export function referencingCorrectionDependencies(
  queryClient: QueryClient,
  navigate: NavigateFunction,
): ReferencingCorrectionDependencies {
  return {
    api: { corriger: (id, signal) => corrigerPublication(id, { signal }) },
    corrected: (publication) => {
      showCorrected(queryClient, publication);
      toast.success(REFERENCING_TEXTS.corrected);
      void navigate(wizardPath({ id: publication.Id, step: correctionStep(publication.Referencement) }));
    },
  };
}

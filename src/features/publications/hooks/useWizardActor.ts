import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { WizardRouteParams } from '../../../../machines/wizard/types.ts';
import { createWizardMachine } from '../../../../machines/wizard/wizardMachine.ts';
import { authorReadOnlyReason } from '../../../../domain/publication/authorReadOnly.ts';
import { validatePublicationStep } from '../../../../domain/publication/publicationSteps.ts';
import type { PublicationSaisie } from '../../../../machines/wizard/types.ts';
import { toast } from '../../../components/toast/toastQueue.ts';
import { devInspect } from '../../../lib/dev/inspector.ts';
import { wizardApi } from '../api/wizardApi.ts';
import { publicationQueryOptions } from '../api/getPublication.ts';
import { publicationPath, wizardPath } from '../utils/wizardPath.ts';
import type { ReadOnlyArrival } from '../utils/readOnlyArrival.ts';

/** What the author may not change: a publication awaiting moderation or validated. */
function readOnlyReason(publication: PublicationSaisie): string | null {
  return publication.IdEtatPublication === undefined ? null : authorReadOnlyReason(publication.IdEtatPublication);
}

/**
 * The author's wizard actor for the page at `route`: the real calls, the contract's step schemas, the router
 * and the toasts. Each address change is told to the machine, which decides what it means.
 */
export function useWizardActor(route: WizardRouteParams) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  // The machine keeps a callback that reads the router's latest navigate when it runs, never during render.
  const [machine] = useState(() =>
    createWizardMachine({
      api: {
        ...wizardApi,
        submit: async (publication, signal) => {
          const submitted = await wizardApi.submit(publication, signal);
          // Its pages read it afresh in its new state (the end page decides on it).
          queryClient.removeQueries({ queryKey: publicationQueryOptions(publication.Id).queryKey });
          await queryClient.invalidateQueries({ queryKey: ['publications'] });
          return submitted;
        },
      },
      validateStep: validatePublicationStep,
      navigate: (target) => void navigateRef.current(wizardPath(target), { replace: target.replace }),
      notify: (kind, message, durationMs) => toast[kind](message, { timeout: durationMs }),
      readOnlyReason,
      showReadOnly: (id, reason) => {
        const state: ReadOnlyArrival = { readOnlyReason: reason };
        void navigateRef.current(publicationPath(id), { replace: true, state });
      },
    }),
  );
  const actor = useActorRef(machine, { input: route, inspect: devInspect() });

  const told = useRef({ id: route.id, step: route.step });
  useEffect(() => {
    // The first address is the machine's input; later ones (typed, back, forward, its own) are events.
    if (told.current.id === route.id && told.current.step === route.step) return;
    told.current = { id: route.id, step: route.step };
    actor.send({ type: 'wizard.routeChanged', id: route.id ?? null, step: route.step ?? null });
  }, [actor, route.id, route.step]);

  return actor;
}

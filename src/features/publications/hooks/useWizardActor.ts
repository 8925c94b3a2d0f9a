import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { WizardRouteParams } from '../../../../machines/wizard/types.ts';
import { createWizardMachine } from '../../../../machines/wizard/wizardMachine.ts';
import { validatePublicationStep } from '../../../../domain/publication/publicationSteps.ts';
import { toast } from '../../../components/toast/toastQueue.ts';
import { devInspect } from '../../../lib/dev/inspector.ts';
import { wizardApi } from '../api/wizardApi.ts';
import { wizardPath } from '../utils/wizardPath.ts';

/**
 * The wizard's actor for the page at `route`: the real calls, the contract's step schemas, the router and
 * the toasts. Each address change is told to the machine, which decides what it means.
 */
export function useWizardActor(route: WizardRouteParams) {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  // The machine keeps a callback that reads the router's latest navigate when it runs, never during render.
  // eslint-disable-next-line react-hooks/refs
  const [machine] = useState(() =>
    createWizardMachine({
      api: wizardApi,
      validateStep: validatePublicationStep,
      navigate: (target) => void navigateRef.current(wizardPath(target), { replace: target.replace }),
      notify: (kind, message, durationMs) => toast[kind](message, { timeout: durationMs }),
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

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { validatePublicationStep } from '../../../../domain/publication/publicationSteps.ts';
import type { WizardDependencies, WizardRoute, WizardRouteParams } from '../../../../machines/wizard/types.ts';
import { createWizardMachine } from '../../../../machines/wizard/wizardMachine.ts';
import { toast } from '../../../components/toast/toastQueue.ts';
import { devInspect } from '../../../lib/dev/inspector.ts';
import { WIZARD_MOVE } from './wizardMove.ts';

/** Where the page goes instead of the wizard of a publication the user may not change. */
export interface ReadOnlyTarget {
  path: string;
  state: unknown;
}

/** What the page's space gives the wizard: its calls, its addresses and who may change what. */
export interface WizardPageDependencies extends Pick<WizardDependencies, 'api' | 'readOnlyReason'> {
  /** The address of a step of the publication, or of where its end (`fin`) leads. */
  pathOf(route: WizardRoute): string;
  /** The read-only page of a publication this user may not change, or null where every one may be changed. */
  readOnlyTarget(id: number, reason: string): ReadOnlyTarget | null;
}

/**
 * The wizard actor for the page at `route`: the space's calls and addresses (`create`, read once), the
 * contract's step schemas, the router and the toasts. Each address change is told to the machine, which
 * decides what it means.
 */
export function useWizardPageActor(
  route: WizardRouteParams,
  create: (queryClient: QueryClient) => WizardPageDependencies,
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  const [page] = useState(() => create(queryClient));
  // The machine keeps callbacks that read the router's latest navigate when they run, never during render.
  // eslint-disable-next-line react-hooks/refs
  const [machine] = useState(() =>
    createWizardMachine({
      api: page.api,
      readOnlyReason: page.readOnlyReason,
      validateStep: validatePublicationStep,
      // Marked as the wizard's own, so that leaving unsaved changes is not asked for what it has just saved.
      navigate: (target) =>
        void navigateRef.current(page.pathOf(target), { replace: target.replace, state: WIZARD_MOVE }),
      notify: (kind, message, durationMs) => toast[kind](message, { timeout: durationMs }),
      showReadOnly: (id, reason) => {
        const target = page.readOnlyTarget(id, reason);
        if (target) void navigateRef.current(target.path, { replace: true, state: target.state });
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

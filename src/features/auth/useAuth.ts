import { useMemo, useSyncExternalStore } from 'react';
import type { Person } from '../../../machines/auth/types.ts';
import type { AuthView } from './authController.ts';
import { useAuthController } from './authControllerContext.ts';

export interface SignInOptions {
  /** Where to come back to once signed in; by default the last page visited. */
  returnTo?: string;
}

export interface Auth extends AuthView {
  signIn(options?: SignInOptions): void;
  signOut(): void;
  /** Tells the session that the person's details were saved, so that the header shows them. */
  personUpdated(person: Person): void;
}

/** The session and the two things a user does with it. */
export function useAuth(): Auth {
  const controller = useAuthController();
  const view = useSyncExternalStore(controller.subscribe, controller.getView, controller.getServerView);
  return useMemo(
    () => ({
      ...view,
      signIn: (options?: SignInOptions) =>
        controller.send(
          options?.returnTo === undefined
            ? { type: 'auth.signIn' }
            : { type: 'auth.signIn', returnTo: options.returnTo },
        ),
      signOut: () => controller.send({ type: 'auth.signOut' }),
      personUpdated: (person: Person) => controller.send({ type: 'auth.personUpdated', person }),
    }),
    [controller, view],
  );
}

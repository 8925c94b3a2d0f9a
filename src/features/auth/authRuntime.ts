import { createActor } from 'xstate';
import { createAuthMachine, type AuthActorRef } from '../../../machines/auth/authMachine.ts';
import { devInspect } from '../../lib/dev/inspector.ts';
import { browserAuthDependencies } from './browserAuthDependencies.ts';

/**
 * The auth machine and XState, in a chunk of their own: a visitor who has not signed in does not download
 * them until they sign in.
 */
export function createBrowserAuthActor(): AuthActorRef {
  return createActor(createAuthMachine(browserAuthDependencies), { inspect: devInspect() });
}

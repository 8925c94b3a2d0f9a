import type { AuthDependencies } from '../../../machines/auth/types.ts';
import { setAccessToken } from '../../lib/api/accessToken.ts';
import { post } from '../../lib/api/client.ts';
import { lazyAuthService } from './lazyAuthService.ts';
import { authStorage } from './storage.ts';
import { tabChannel } from './tabChannel.ts';

/** The auth machine's dependencies in the browser. */
export const browserAuthDependencies: AuthDependencies = {
  service: lazyAuthService,
  otherTabs: {
    signedIn: () => tabChannel.post('signedIn'),
    signedOut: () => tabChannel.post('signedOut'),
  },
  loadPerson: (login, signal) =>
    post('/Authentification/Authentification_GetPersonneByLogin', { Login: login }, { signal }),
  accessToken: {
    set: (token) => setAccessToken(token),
    clear: () => setAccessToken(null),
  },
  storage: authStorage,
  leaveForHome: () => window.location.assign('/'),
  now: () => Date.now(),
};

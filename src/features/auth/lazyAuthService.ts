import type { AuthService } from '../../../machines/auth/types.ts';
import { hasStoredOidcSession } from './storedSession.ts';

/** The OIDC client and oidc-client-ts are a chunk of their own, fetched the first time they are needed. */
function load(): Promise<AuthService> {
  return import('./oidcAuthService.ts').then((module) => module.oidcAuthService);
}

export const lazyAuthService: AuthService = {
  async restoreSession() {
    if (!hasStoredOidcSession()) return null;
    return (await load()).restoreSession();
  },
  async signInRedirect() {
    return (await load()).signInRedirect();
  },
  async processCallback(url) {
    return (await load()).processCallback(url);
  },
  async joinBrowserSession() {
    return (await load()).joinBrowserSession();
  },
  async renewSession() {
    return (await load()).renewSession();
  },
  async signOutRedirect() {
    return (await load()).signOutRedirect();
  },
  async forgetSession() {
    if (!hasStoredOidcSession()) return;
    return (await load()).forgetSession();
  },
};

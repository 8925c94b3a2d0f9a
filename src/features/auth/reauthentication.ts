import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthController } from './authControllerContext.ts';
import { authStorage } from './storage.ts';

/**
 * Sends the person to the provider to type their password again, then back to `returnTo` (a path of the portal) with
 * tokens whose `auth_time` is now: what the server asks before deleting an account.
 */
export async function signInAgainRedirect(returnTo: string): Promise<void> {
  authStorage.storeReturnPath(returnTo);
  const { oidcAuthService } = await import('./oidcAuthService.ts');
  await oidcAuthService.signInAgainRedirect();
}

/**
 * Once the server has deleted the account (its sessions with it), the tab forgets its tokens and the browser its
 * login, without a round trip to the provider that no longer knows the person; the home page opens.
 */
export function useLeaveDeletedAccount(): () => void {
  const controller = useAuthController();
  const navigate = useNavigate();
  return useCallback(() => {
    // Home first: the profile's guard would otherwise send the signed-out visitor to the sign-in page.
    void Promise.resolve(navigate('/', { replace: true })).then(() => {
      authStorage.clearLogin();
      controller.send({ type: 'auth.signedOutElsewhere' });
    });
  }, [controller, navigate]);
}

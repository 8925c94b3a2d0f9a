import { Button } from '../../components/ui/Button.tsx';
import { useAuth } from '../../features/auth/useAuth.ts';
import { EARLY_PRESS_PROPS } from '../../lib/ssr/earlyPressMarks.ts';
import { useEarlyPress } from '../../lib/ssr/useEarlyPress.ts';
import styles from './AccountRoutes.module.css';

export interface SignInButtonProps {
  /** Where to come back to once signed in; the auth feature's remembered page otherwise. */
  returnTo?: string | undefined;
}

/**
 * Leads to the identity provider's sign-in page, and says why if the last attempt failed. A press given before the
 * page's code runs is kept (src/ssr/earlyPresses.ts).
 */
export function SignInButton({ returnTo }: SignInButtonProps) {
  const auth = useAuth();
  const busy = auth.status === 'signingIn' || auth.status === 'restoring' || auth.status === 'loadingPerson';
  const signIn = () => auth.signIn(returnTo === undefined ? undefined : { returnTo });
  // Pressed on the page the server rendered, before its code ran: the sign-in starts once it runs.
  const pressRef = useEarlyPress<HTMLButtonElement>(signIn);
  return (
    <div className={styles.signIn}>
      {auth.status === 'failed' && auth.error && (
        <p className={styles.failure} role="alert">
          {auth.error}
        </p>
      )}
      <Button ref={pressRef} {...EARLY_PRESS_PROPS} onPress={signIn} isPending={busy}>
        Se connecter
      </Button>
    </div>
  );
}

import { Button } from '../../components/ui/Button.tsx';
import { useAuth } from '../../features/auth/useAuth.ts';
import styles from './AccountRoutes.module.css';

export interface SignInButtonProps {
  /** Where to come back to once signed in; the auth feature's remembered page otherwise. */
  returnTo?: string | undefined;
}

/** Leads to the identity provider's sign-in page, and says why if the last attempt failed. */
export function SignInButton({ returnTo }: SignInButtonProps) {
  const auth = useAuth();
  const busy = auth.status === 'signingIn' || auth.status === 'restoring' || auth.status === 'loadingPerson';
  return (
    <div className={styles.signIn}>
      {auth.status === 'failed' && auth.error && (
        <p className={styles.failure} role="alert">
          {auth.error}
        </p>
      )}
      <Button onPress={() => auth.signIn(returnTo === undefined ? undefined : { returnTo })} isPending={busy}>
        Se connecter
      </Button>
    </div>
  );
}

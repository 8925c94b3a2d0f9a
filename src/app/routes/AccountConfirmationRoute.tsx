import { Link, useParams } from 'react-router-dom';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import page from '../../components/ui/Page.module.css';
import { useAccountConfirmation } from '../../features/account/api/confirmAccount.ts';
import { ApiError, errorMessage } from '../../lib/api/apiError.ts';
import { ACCOUNT_MESSAGES } from '../../../domain/identity/messages.ts';
import { IDENTITY_PATHS } from '../../../domain/identity/paths.ts';
import { SignInButton } from './SignInButton.tsx';
import styles from './AccountRoutes.module.css';

/** The server's French message when it gave one, ours otherwise. */
function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body !== undefined ? error.message : fallback;
}

function Confirmation({ code }: { code: string }) {
  const confirmation = useAccountConfirmation(code);
  if (confirmation.isPending) return <LoadingState label="Confirmation de votre compte en cours..." />;
  const error = confirmation.error;
  // A code already used: the account exists and is confirmed, so the user may sign in.
  if (error instanceof ApiError && error.status === 409) {
    return (
      <div className={styles.panel}>
        <p className={styles.success} role="status">
          {messageOf(error, ACCOUNT_MESSAGES.codeAlreadyUsed)}
        </p>
        <SignInButton returnTo="/" />
      </div>
    );
  }
  if (error) {
    const unknown = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <div className={styles.panel}>
        <p className={styles.failure} role="alert">
          {unknown ? messageOf(error, ACCOUNT_MESSAGES.unknownCode) : errorMessage(error)}
        </p>
        <p className={styles.panelText}>
          <Link to={IDENTITY_PATHS.login}>Aller à la page de connexion et d'inscription</Link>
        </p>
      </div>
    );
  }
  return (
    <div className={styles.panel}>
      <p className={styles.success} role="status">
        {ACCOUNT_MESSAGES.confirmed}
      </p>
      <SignInButton returnTo="/" />
    </div>
  );
}

/** Confirms the account whose code the registration e-mail carried (Compte_LoginConfirmation). */
export default function AccountConfirmationRoute() {
  const code = useParams().code ?? '';
  return (
    <div className={`${page.page} ${styles.narrow}`}>
      <div className={page.header}>
        <h1 className={page.title}>Confirmation du compte</h1>
      </div>
      <Confirmation code={code} />
    </div>
  );
}

import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { WRONG_ROLE_TEXTS as T } from '../../../domain/identity/wrongRoleTexts.ts';
import { Button } from '../../components/ui/Button.tsx';
import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { TitledPage } from '../../components/ui/TitledPage.tsx';
import { useAuth } from '../../features/auth/useAuth.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import styles from './AccountRoutes.module.css';

/**
 * Where the guards send a signed-in user whose role does not open the page (spec 2 §2): it says why, then signs
 * them out when they choose to, and leads to the home page.
 */
export default function AdminLogoutRoute() {
  useDocumentTitle(T.title);
  const { status, isBackOffice, signOut } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  if (status === 'anonymous' || status === 'failed') return <Navigate to="/" replace />;
  if (status !== 'authenticated' || signingOut) return <LoadingState label={T.signingOut} minHeight="60vh" />;
  // A back-office user was sent from a customer's page; anyone else from the back office.
  return (
    <TitledPage title={T.title} lead={isBackOffice ? T.frontOfficeOnly : T.backOfficeOnly} className={styles.narrow}>
      <section className={styles.panel} aria-label={T.title}>
        <p className={styles.panelText}>{T.howToGoOn}</p>
        <div className={styles.actions}>
          <Button
            onPress={() => {
              setSigningOut(true);
              signOut();
            }}
          >
            {T.signOut}
          </Button>
          <ButtonLink to="/" variant="secondary">
            {T.home}
          </ButtonLink>
        </div>
      </section>
    </TitledPage>
  );
}

import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PAYMENT_PAGE_TEXTS } from '../../../../domain/order/checkoutTexts.ts';
import { COMMANDE_TEXTS } from '../../../../domain/order/commandeTexts.ts';
import { FOLLOW_UP_PATHS } from '../../../../domain/order/paths.ts';
import { PAYMENT_PATHS, COMMANDE_PARAM } from '../../../../domain/order/paymentPaths.ts';
import type { EtatPaiementCommande, IssuePaiement } from '../../../../machines/paymentCheck/types.ts';
import { ButtonLink } from '../../../components/ui/ButtonLink.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { NotFound } from '../../../components/ui/NotFound.tsx';
import page from '../../../components/ui/Page.module.css';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { ApiError, errorMessage } from '../../../lib/api/apiError.ts';
import { formatPrice } from '../../../../domain/formatPrice.ts';
import { usePaymentState } from '../api/paymentApi.ts';
import { outcomePath } from '../outcomePaths.ts';
import { PayCommandeButton } from './PayCommandeButton.tsx';
import styles from './PaymentPages.module.css';

export type SettledIssue = Exclude<IssuePaiement, 'enCours'>;

const TITLES: Readonly<Record<SettledIssue, string>> = {
  succes: PAYMENT_PAGE_TEXTS.successTitle,
  attente: PAYMENT_PAGE_TEXTS.pendingTitle,
  echec: PAYMENT_PAGE_TEXTS.failureTitle,
  erreur: PAYMENT_PAGE_TEXTS.errorTitle,
};

function Explanation({ issue, etat }: { issue: SettledIssue; etat: EtatPaiementCommande }) {
  switch (issue) {
    case 'succes':
      return etat.TotalTTCCentimes === 0 ? (
        <p>{PAYMENT_PAGE_TEXTS.settledText(etat.Numero)}</p>
      ) : (
        <p>{PAYMENT_PAGE_TEXTS.successText(etat.Numero, formatPrice(etat.TotalTTCCentimes))}</p>
      );
    case 'attente':
      return <p>{PAYMENT_PAGE_TEXTS.pendingText(etat.Numero)}</p>;
    case 'echec':
      return <p>{PAYMENT_PAGE_TEXTS.failureText(etat.Numero)}</p>;
    case 'erreur':
      return <p>{PAYMENT_PAGE_TEXTS.errorText(etat.Numero)}</p>;
  }
}

/**
 * /payment/success, /pending, /failure and /processingerror: each reads the order's payment state and shows it;
 * none changes it. A state that is not this page's sends the browser to the page that shows it.
 */
export function PaymentOutcomePage({ issue, idCommande }: { issue: SettledIssue; idCommande: number | null }) {
  const navigate = useNavigate();
  const etat = usePaymentState(idCommande);
  const missing = idCommande === null || (etat.error instanceof ApiError && etat.error.isNotFound);
  const other = etat.data && etat.data.Issue !== issue ? etat.data : null;
  // An order of 0 € was paid by no one: it is confirmed, not « Paiement accepté ».
  const title =
    etat.data?.Issue === 'succes' && etat.data.TotalTTCCentimes === 0 ? PAYMENT_PAGE_TEXTS.settledTitle : TITLES[issue];
  useDocumentTitle(missing ? COMMANDE_TEXTS.notFound.title : title);
  useEffect(() => {
    if (other) void navigate(outcomePath(other), { replace: true });
  }, [other, navigate]);

  if (missing) return <NotFound title={COMMANDE_TEXTS.notFound.title} message={COMMANDE_TEXTS.notFound.message} />;
  if (etat.isError) return <ErrorState message={errorMessage(etat.error)} onRetry={() => void etat.refetch()} />;
  if (etat.isPending || other) return <LoadingState minHeight="16rem" />;

  const { IdCommande } = etat.data;
  return (
    <div className={page.page}>
      <h1 className={page.title}>{title}</h1>
      <div className={`${styles.panel} ${styles[issue]}`} role={issue === 'succes' ? 'status' : 'alert'}>
        <Explanation issue={issue} etat={etat.data} />
      </div>
      <div className={styles.actions}>
        {(issue === 'echec' || issue === 'erreur') && <PayCommandeButton idCommande={IdCommande} />}
        {issue === 'attente' && (
          <ButtonLink to={`${PAYMENT_PATHS.check}?${COMMANDE_PARAM}=${IdCommande}`}>
            {PAYMENT_PAGE_TEXTS.retry}
          </ButtonLink>
        )}
        <Link to={FOLLOW_UP_PATHS.commande(IdCommande)}>{PAYMENT_PAGE_TEXTS.seeCommande}</Link>
        <Link to={FOLLOW_UP_PATHS.commandes}>{PAYMENT_PAGE_TEXTS.myCommandes}</Link>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ADMIN_SUBSCRIPTION_TEXTS as T } from '../../../../domain/subscription/boSubscriptionTexts.ts';
import { formatDate, formatDateHourMinute } from '../../../../domain/frenchDates.ts';
import { ADMIN_ACCOUNT_PATHS } from '../../adminAccounts/public.ts';
import { ADMIN_COMMANDE_PATHS, useBoCommande } from '../../adminOrders/public.ts';
import type { BoAbonnement } from '../api/getBoAbonnementPage.ts';
import { clientName } from './clientName.ts';
import { SubscriptionStateBadge } from './SubscriptionStateBadge.tsx';
import styles from './AdminSubscriptions.module.css';
import { Fact } from '../../../components/ui/Fact.tsx';

/** The invoices of the subscription's order, once the order is read; nothing while it loads. */
function Invoices({ abonnement }: { abonnement: BoAbonnement }) {
  const commande = useBoCommande(abonnement.Abonnement.IdCommande);
  const factures = commande.data?.Commande.Factures;
  if (!factures) return null;
  if (factures.length === 0) return <span className={styles.muted}>{T.facts.noInvoice}</span>;
  return factures.map((facture) => (
    <Link
      key={facture.Id}
      to={ADMIN_COMMANDE_PATHS.invoice(abonnement.Client.IdPersonne, facture.Id)}
      className={styles.link}
    >
      {facture.Avoir ? T.facts.creditNote(facture.Numero) : T.facts.invoice(facture.Numero)}
    </Link>
  ));
}

/** Who subscribed to what, for which period, and the order and invoices it came from. */
export function SubscriptionFacts({ abonnement }: { abonnement: BoAbonnement }) {
  const { Abonnement: a, Client: client } = abonnement;
  const facts: [string, ReactNode][] = [
    [
      T.subscriber,
      <>
        <span>{clientName(abonnement)}</span>
        {client.RaisonSociale && <span>{client.RaisonSociale}</span>}
        <span className={`${styles.muted} ${styles.login}`}>{client.Login}</span>
        <Link to={ADMIN_ACCOUNT_PATHS.detail(client.IdPersonne)} className={styles.link}>
          {T.account(client.IdPersonne)}
        </Link>
      </>,
    ],
    [T.product, a.Libelle],
    [T.columns.etat, <SubscriptionStateBadge key="etat" etat={abonnement.Etat} />],
    [T.facts.debut, formatDate(a.DateDebut)],
    [T.facts.fin, formatDate(a.DateFin)],
    [T.facts.renouvellement, a.Renouvellement ? T.facts.renews : T.facts.noRenewal],
    ...(a.DateResiliation
      ? [[T.facts.resiliation, formatDateHourMinute(a.DateResiliation)] as [string, ReactNode]]
      : []),
    [
      T.facts.commande,
      <Link key="commande" to={ADMIN_COMMANDE_PATHS.commande(a.IdCommande, a.NumeroCommande)} className={styles.link}>
        {T.openCommande(a.NumeroCommande)}
      </Link>,
    ],
    [T.facts.factures, <Invoices key="factures" abonnement={abonnement} />],
  ];
  return (
    <section className={styles.facts} aria-label={T.facts.label}>
      <dl className={styles.factList}>
        {facts.map(([term, value], index) => (
          // The subscriber's lines (name, company, e-mail) get two columns where there is room.
          <Fact key={term} term={term} className={index === 0 ? `${styles.fact} ${styles.wide}` : styles.fact}>
            {value}
          </Fact>
        ))}
      </dl>
    </section>
  );
}

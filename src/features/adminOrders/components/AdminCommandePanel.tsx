import { useEffect, useRef } from 'react';
import { ADMIN_COMMANDE_TEXTS as T } from '../../../../domain/order/boCommandeTexts.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { ApiError, errorMessage } from '../../../lib/api/apiError.ts';
import { formatDateHourMinute } from '../../../../domain/frenchDates.ts';
import { CommandeDetail, CommandeStateBadge } from '../../orders/public.ts';
import { boFacturePdf } from '../api/boFacture.ts';
import { useBoCommande } from '../api/getBoCommande.ts';
import { ADMIN_COMMANDE_PATHS } from '../paths.ts';
import { CommandeActions } from './CommandeActions.tsx';
import { CommandeAttendees } from './CommandeAttendees.tsx';
import { PaymentsToRefund } from './PaymentsToRefund.tsx';
import styles from './AdminOrders.module.css';

export interface AdminCommandePanelProps {
  id: number;
  onClose: () => void;
}

/** An order opened over the list: its customer, lines, payments and invoices, and what staff may do with it. */
export function AdminCommandePanel({ id, onClose }: AdminCommandePanelProps) {
  const commandeQuery = useBoCommande(id);
  const title = useRef<HTMLHeadingElement>(null);
  const loaded = commandeQuery.data?.Commande.Id;
  useEffect(() => {
    // The panel opens above the table: focus follows, so that keyboard and screen-reader users land in it.
    if (loaded !== undefined) title.current?.focus();
  }, [loaded]);

  const close = (
    <Button variant="secondary" onPress={onClose}>
      {T.close}
    </Button>
  );
  if (commandeQuery.error instanceof ApiError && commandeQuery.error.isNotFound)
    return (
      <section className={styles.panel}>
        <EmptyState>{commandeQuery.error.message}</EmptyState>
        <div>{close}</div>
      </section>
    );
  if (commandeQuery.isError)
    return (
      <section className={styles.panel}>
        <ErrorState
          message={`${T.loadCommandeFailed} ${errorMessage(commandeQuery.error)}`}
          onRetry={() => void commandeQuery.refetch()}
        />
      </section>
    );
  if (commandeQuery.isPending) return <LoadingState minHeight="16rem" />;

  const { Commande: commande, Client: client } = commandeQuery.data;
  return (
    <section className={styles.panel} aria-labelledby="admin-order-title">
      <div className={styles.panelHeader}>
        <div>
          <h2 id="admin-order-title" ref={title} tabIndex={-1} className={styles.panelTitle}>
            {T.detailTitle(commande.Numero)}
          </h2>
          <p className={styles.meta}>
            <CommandeStateBadge
              idEtatCommande={commande.IdEtatCommande}
              etatCommande={commande.EtatCommande}
              announceAsState
            />
            <span>{T.placedOn(formatDateHourMinute(commande.DatePassage))}</span>
          </p>
          <p className={styles.meta}>
            <span>
              {T.customer} : {`${client.Prenom} ${client.Nom}`.trim()}
              {client.RaisonSociale ? ` (${client.RaisonSociale})` : ''}, {client.Login}, {T.account(client.IdPersonne)}
            </span>
          </p>
        </div>
        {close}
      </div>
      {commandeQuery.data.PaiementsARembourser.length > 0 && <PaymentsToRefund commande={commandeQuery.data} />}
      <CommandeActions commande={commandeQuery.data} />
      {commande.Lignes.some((ligne) => ligne.Formation !== null) && <CommandeAttendees idCommande={commande.Id} />}
      <CommandeDetail
        commande={commande}
        invoiceAccess={{
          path: (idFacture) => ADMIN_COMMANDE_PATHS.invoice(client.IdPersonne, idFacture),
          fetchPdf: boFacturePdf(client.IdPersonne),
        }}
      />
    </section>
  );
}

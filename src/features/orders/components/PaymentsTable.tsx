import { ORDER_TEXTS, PAYMENT_STATE_LABELS } from '../../../../domain/order/orderTexts.ts';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import table from '../../../components/ui/Table.module.css';
import { formatDateTime } from '../../../../domain/frenchDates.ts';
import { formatPrice } from '../../../../domain/formatPrice.ts';
import type { PaiementCommande } from '../api/getCommande.ts';

/** Every payment attempt of the order, accepted or not: when, how it ended, how much, with which card. */
export function PaymentsTable({ paiements }: { paiements: readonly PaiementCommande[] }) {
  if (paiements.length === 0) return <EmptyState>{ORDER_TEXTS.noPayment}</EmptyState>;
  return (
    <div className={table.frame}>
      <table className={table.table} aria-label="Paiements de la commande">
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">État</th>
            <th scope="col">Carte</th>
            <th scope="col" className={table.number}>
              Montant
            </th>
          </tr>
        </thead>
        <tbody>
          {paiements.map((paiement) => (
            <tr key={paiement.Id}>
              <th scope="row" data-label="Date">
                {formatDateTime(paiement.DateNotification ?? paiement.DateCreation)}
              </th>
              <td data-label="État">{PAYMENT_STATE_LABELS[paiement.Etat]}</td>
              <td data-label="Carte">{paiement.MoyenPaiement ?? ORDER_TEXTS.unknownCard}</td>
              <td data-label="Montant" className={table.number}>
                {formatPrice(paiement.MontantCentimes)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

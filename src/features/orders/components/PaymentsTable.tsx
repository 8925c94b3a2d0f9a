import { COMMANDE_TEXTS, PAYMENT_STATE_LABELS } from '../../../../domain/order/commandeTexts.ts';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { FiguresHead, FiguresTable, NumberCell } from '../../../components/ui/FiguresTable.tsx';
import { formatDateTime } from '../../../../domain/frenchDates.ts';
import { formatPrice } from '../../../../domain/formatPrice.ts';
import type { PaiementCommande } from '../api/getCommande.ts';

const PAYMENT_COLUMNS = [
  { label: 'Date' },
  { label: 'État' },
  { label: 'Carte' },
  { label: 'Montant', isNumber: true },
];

/** Every payment attempt of the order, accepted or not: when, how it ended, how much, with which card. */
export function PaymentsTable({ paiements }: { paiements: readonly PaiementCommande[] }) {
  if (paiements.length === 0) return <EmptyState>{COMMANDE_TEXTS.noPayment}</EmptyState>;
  return (
    <FiguresTable label="Paiements de la commande">
      <FiguresHead columns={PAYMENT_COLUMNS} />
      <tbody>
        {paiements.map((paiement) => (
          <tr key={paiement.Id}>
            <th scope="row" data-label="Date">
              {formatDateTime(paiement.DateNotification ?? paiement.DateCreation)}
            </th>
            <td data-label="État">{PAYMENT_STATE_LABELS[paiement.Etat]}</td>
            <td data-label="Carte">{paiement.MoyenPaiement ?? COMMANDE_TEXTS.unknownCard}</td>
            <NumberCell label="Montant">{formatPrice(paiement.MontantCentimes)}</NumberCell>
          </tr>
        ))}
      </tbody>
    </FiguresTable>
  );
}

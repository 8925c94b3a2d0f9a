import { BillingIdentity } from '../../invoices/public.ts';
import type { Commande } from '../api/getCommande.ts';
import { OrderInvoices, type InvoiceAccess } from './OrderInvoices.tsx';
import { OrderLinesTable } from './OrderLinesTable.tsx';
import { OrderSection } from './OrderSection.tsx';
import { PaymentsTable } from './PaymentsTable.tsx';
import styles from './OrderDetail.module.css';

/** An order as placed: its lines and totals, who it is billed to, its payments and its invoices. */
export function OrderDetail({ commande, invoiceAccess }: { commande: Commande; invoiceAccess?: InvoiceAccess }) {
  return (
    <div className={styles.sections}>
      <OrderSection title="Articles">
        <OrderLinesTable commande={commande} />
      </OrderSection>
      <div className={styles.columns}>
        <OrderSection title="Facturation">
          <div className={styles.box}>
            <BillingIdentity identite={commande.Facturation} />
          </div>
        </OrderSection>
        <OrderSection title="Factures">
          <OrderInvoices
            factures={commande.Factures}
            isPaid={commande.Paiements.some((paiement) => paiement.Etat === 'succeeded')}
            {...(invoiceAccess ? { access: invoiceAccess } : {})}
          />
        </OrderSection>
      </div>
      <OrderSection title="Paiements">
        <PaymentsTable paiements={commande.Paiements} />
      </OrderSection>
    </div>
  );
}

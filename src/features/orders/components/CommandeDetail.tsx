import { BillingIdentity } from '../../invoices/public.ts';
import type { Commande } from '../api/getCommande.ts';
import { CommandeInvoices, type InvoiceAccess } from './CommandeInvoices.tsx';
import { CommandeLinesTable } from './CommandeLinesTable.tsx';
import { CommandeSection } from './CommandeSection.tsx';
import { PaymentsTable } from './PaymentsTable.tsx';
import styles from './CommandeDetail.module.css';

export interface CommandeDetailProps {
  commande: Commande;
  /** How staff reach the invoices; the customer's own pages by default. */
  invoiceAccess?: InvoiceAccess;
  /** The customer's own order: its lines lead to what they bought (a training's attendees). */
  forCustomer?: boolean;
}

/** An order as placed: its lines and totals, who it is billed to, its payments and its invoices. */
export function CommandeDetail({ commande, invoiceAccess, forCustomer = false }: CommandeDetailProps) {
  return (
    <div className={styles.sections}>
      <CommandeSection title="Articles">
        <CommandeLinesTable commande={commande} forCustomer={forCustomer} />
      </CommandeSection>
      <div className={styles.columns}>
        <CommandeSection title="Facturation">
          <div className={styles.box}>
            <BillingIdentity identite={commande.Facturation} />
          </div>
        </CommandeSection>
        <CommandeSection title="Factures">
          <CommandeInvoices
            factures={commande.Factures}
            isPaid={commande.Paiements.some((paiement) => paiement.Etat === 'succeeded')}
            {...(invoiceAccess ? { access: invoiceAccess } : {})}
          />
        </CommandeSection>
      </div>
      <CommandeSection title="Paiements">
        <PaymentsTable paiements={commande.Paiements} />
      </CommandeSection>
    </div>
  );
}

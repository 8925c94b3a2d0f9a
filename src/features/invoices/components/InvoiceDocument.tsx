import { Link } from 'react-router-dom';
import { INVOICE_TEXTS, settlementMention } from '../../../../domain/order/invoiceTexts.ts';
import { reductionLabel } from '../../../../domain/order/reductionTexts.ts';
import { FOLLOW_UP_PATHS } from '../../../../domain/order/paths.ts';
import { FiguresHead, FiguresTable, NumberCell } from '../../../components/ui/FiguresTable.tsx';
import table from '../../../components/ui/Table.module.css';
import { formatDate } from '../../../../domain/frenchDates.ts';
import { formatPrice } from '../../../../domain/formatPrice.ts';
import { formatRate } from '../../../../domain/formatRate.ts';
import type { Facture } from '../api/getFacture.ts';
import { BillingIdentity } from './BillingIdentity.tsx';
import { SellerIdentity } from './SellerIdentity.tsx';
import styles from './InvoiceDocument.module.css';
import { Fact } from '../../../components/ui/Fact.tsx';

/**
 * An invoice or a credit note with the mentions of CGI art. 242 nonies A, as the server gives them: seller and
 * customer, number and date, each line HT with its VAT rate, the VAT by rate, the totals, the discount, the
 * payment and, for a professional customer, the late-payment terms (Code de commerce L441-10).
 */
export interface InvoiceDocumentProps {
  facture: Facture;
  /** Where the order's number leads: the customer's order page by default. */
  commandePath?: string;
}

const LINE_COLUMNS = [
  { label: 'Désignation' },
  { label: 'Quantité', isNumber: true },
  { label: 'Prix unitaire HT', isNumber: true },
  { label: 'TVA', isNumber: true },
  { label: 'Montant HT', isNumber: true },
];
const VAT_COLUMNS = [
  { label: 'Taux de TVA' },
  { label: 'Base HT', isNumber: true },
  { label: 'Montant TVA', isNumber: true },
];

export function InvoiceDocument({ facture, commandePath }: InvoiceDocumentProps) {
  const payment = settlementMention(facture, formatDate);
  return (
    <article className={styles.document} aria-labelledby="facture-titre">
      {/* Divs, not header and footer: the print stylesheet hides the page's header and footer elements. */}
      <div className={styles.top}>
        <SellerIdentity vendeur={facture.Vendeur} />
        <div className={styles.reference}>
          <h1 id="facture-titre" className={styles.title}>
            {facture.Avoir ? INVOICE_TEXTS.avoir : INVOICE_TEXTS.facture}{' '}
            <span className={styles.nowrap}>{facture.Numero}</span>
          </h1>
          <dl className={styles.facts}>
            <Fact term="Date d'émission">{formatDate(facture.DateEmission)}</Fact>
            <Fact term="Commande">
              <Link to={commandePath ?? FOLLOW_UP_PATHS.commande(facture.IdCommande)}>{facture.NumeroCommande}</Link>
            </Fact>
            {facture.Avoir && facture.NumeroFactureOrigine && (
              <Fact term="Facture d'origine">{facture.NumeroFactureOrigine}</Fact>
            )}
          </dl>
        </div>
      </div>

      <section className={styles.customer} aria-labelledby="facture-client">
        <h2 id="facture-client" className={styles.heading}>
          {facture.Avoir ? 'Client' : 'Facturé à'}
        </h2>
        <BillingIdentity identite={facture.Client} />
      </section>

      {facture.Avoir && facture.NumeroFactureOrigine && (
        <p className={styles.notice}>{INVOICE_TEXTS.creditNoteOf(facture.NumeroFactureOrigine)}</p>
      )}

      <FiguresTable label="Détail">
        <FiguresHead columns={LINE_COLUMNS} />
        <tbody>
          {facture.Lignes.map((ligne, index) => (
            <tr key={index}>
              <th scope="row" className={table.label}>
                {ligne.Libelle}
              </th>
              <NumberCell label="Quantité">{ligne.Quantite}</NumberCell>
              <NumberCell label="Prix unitaire HT">{formatPrice(ligne.PrixUnitaireHTCentimes)}</NumberCell>
              <NumberCell label="TVA">{formatRate(ligne.TauxTva)}</NumberCell>
              <NumberCell label="Montant HT">{formatPrice(ligne.MontantHTCentimes)}</NumberCell>
            </tr>
          ))}
        </tbody>
      </FiguresTable>

      <div className={styles.summary}>
        <FiguresTable label="Récapitulatif de la TVA">
          <FiguresHead columns={VAT_COLUMNS} />
          <tbody>
            {facture.Tva.map((tva) => (
              <tr key={tva.TauxTva}>
                <th scope="row" data-label="Taux de TVA">
                  {formatRate(tva.TauxTva)}
                </th>
                <NumberCell label="Base HT">{formatPrice(tva.BaseHTCentimes)}</NumberCell>
                <NumberCell label="Montant TVA">{formatPrice(tva.MontantTVACentimes)}</NumberCell>
              </tr>
            ))}
          </tbody>
        </FiguresTable>

        <dl className={styles.totals}>
          {facture.MontantReductionTTCCentimes > 0 && (
            <Fact term={reductionLabel(facture.CodeReduction)}>
              {formatPrice(-facture.MontantReductionTTCCentimes)}
            </Fact>
          )}
          <Fact term="Total HT">{formatPrice(facture.TotalHTCentimes)}</Fact>
          <Fact term="Total TVA">{formatPrice(facture.TotalTVACentimes)}</Fact>
          <Fact term="Total TTC" className={styles.grandTotal}>
            {formatPrice(facture.TotalTTCCentimes)}
          </Fact>
        </dl>
      </div>

      {(payment || facture.MentionsProfessionnel) && (
        <div className={styles.mentions}>
          {payment && <p>{payment}</p>}
          {facture.MentionsProfessionnel && <p>{facture.MentionsProfessionnel}</p>}
        </div>
      )}
    </article>
  );
}

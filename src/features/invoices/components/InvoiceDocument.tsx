import { Link } from 'react-router-dom';
import { INVOICE_TEXTS, settlementMention } from '../../../../domain/order/invoiceTexts.ts';
import { reductionLabel } from '../../../../domain/order/reductionTexts.ts';
import { FOLLOW_UP_PATHS } from '../../../../domain/order/paths.ts';
import table from '../../../components/ui/Table.module.css';
import { formatDate } from '../../../../domain/frenchDates.ts';
import { formatPrice } from '../../../../domain/formatPrice.ts';
import { formatRate } from '../../../../domain/formatRate.ts';
import type { Facture } from '../api/getFacture.ts';
import { BillingIdentity } from './BillingIdentity.tsx';
import { SellerIdentity } from './SellerIdentity.tsx';
import styles from './InvoiceDocument.module.css';

/**
 * An invoice or a credit note with the mentions of CGI art. 242 nonies A, as the server gives them: seller and
 * customer, number and date, each line HT with its VAT rate, the VAT by rate, the totals, the discount, the
 * payment and, for a professional customer, the late-payment terms (Code de commerce L441-10).
 */
export interface InvoiceDocumentProps {
  facture: Facture;
  /** Where the order's number leads: the customer's order page by default. */
  orderPath?: string;
}

export function InvoiceDocument({ facture, orderPath }: InvoiceDocumentProps) {
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
            <div>
              <dt>Date d'émission</dt>
              <dd>{formatDate(facture.DateEmission)}</dd>
            </div>
            <div>
              <dt>Commande</dt>
              <dd>
                <Link to={orderPath ?? FOLLOW_UP_PATHS.order(facture.IdCommande)}>{facture.NumeroCommande}</Link>
              </dd>
            </div>
            {facture.Avoir && facture.NumeroFactureOrigine && (
              <div>
                <dt>Facture d'origine</dt>
                <dd>{facture.NumeroFactureOrigine}</dd>
              </div>
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

      <div className={table.frame}>
        <table className={table.table} aria-label="Détail">
          <thead>
            <tr>
              <th scope="col">Désignation</th>
              <th scope="col" className={table.number}>
                Quantité
              </th>
              <th scope="col" className={table.number}>
                Prix unitaire HT
              </th>
              <th scope="col" className={table.number}>
                TVA
              </th>
              <th scope="col" className={table.number}>
                Montant HT
              </th>
            </tr>
          </thead>
          <tbody>
            {facture.Lignes.map((ligne, index) => (
              <tr key={index}>
                <th scope="row" className={table.label}>
                  {ligne.Libelle}
                </th>
                <td data-label="Quantité" className={table.number}>
                  {ligne.Quantite}
                </td>
                <td data-label="Prix unitaire HT" className={table.number}>
                  {formatPrice(ligne.PrixUnitaireHTCentimes)}
                </td>
                <td data-label="TVA" className={table.number}>
                  {formatRate(ligne.TauxTva)}
                </td>
                <td data-label="Montant HT" className={table.number}>
                  {formatPrice(ligne.MontantHTCentimes)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className={styles.summary}>
        <div className={table.frame}>
          <table className={table.table} aria-label="Récapitulatif de la TVA">
            <thead>
              <tr>
                <th scope="col">Taux de TVA</th>
                <th scope="col" className={table.number}>
                  Base HT
                </th>
                <th scope="col" className={table.number}>
                  Montant TVA
                </th>
              </tr>
            </thead>
            <tbody>
              {facture.Tva.map((tva) => (
                <tr key={tva.TauxTva}>
                  <th scope="row" data-label="Taux de TVA">
                    {formatRate(tva.TauxTva)}
                  </th>
                  <td data-label="Base HT" className={table.number}>
                    {formatPrice(tva.BaseHTCentimes)}
                  </td>
                  <td data-label="Montant TVA" className={table.number}>
                    {formatPrice(tva.MontantTVACentimes)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>

        <dl className={styles.totals}>
          {facture.MontantReductionTTCCentimes > 0 && (
            <div>
              <dt>{reductionLabel(facture.CodeReduction)}</dt>
              <dd>{formatPrice(-facture.MontantReductionTTCCentimes)}</dd>
            </div>
          )}
          <div>
            <dt>Total HT</dt>
            <dd>{formatPrice(facture.TotalHTCentimes)}</dd>
          </div>
          <div>
            <dt>Total TVA</dt>
            <dd>{formatPrice(facture.TotalTVACentimes)}</dd>
          </div>
          <div className={styles.grandTotal}>
            <dt>Total TTC</dt>
            <dd>{formatPrice(facture.TotalTTCCentimes)}</dd>
          </div>
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

import { CHECKOUT_TEXTS } from '../../../../domain/order/checkoutTexts.ts';
import type { ConditionsCommande } from '../../../../machines/checkout/types.ts';
import { formatDateRange } from '../../../lib/format/formatDateRange.ts';
import { formatPrice } from '../../../lib/format/formatPrice.ts';
import styles from './CheckoutPage.module.css';

type Line = ConditionsCommande['Panier']['listCommandeProduit'][number];

function signedPrice(centimes: number): string {
  return centimes < 0 ? `−${formatPrice(-centimes)}` : formatPrice(centimes);
}

function RecapLine({ line, needsPublication }: { line: Line; needsPublication: boolean }) {
  const isReduction = line.MontantTTCCentimes < 0;
  return (
    <li className={styles.line}>
      <div>
        <p className={styles.lineTitle}>{line.Produit.Libelle}</p>
        {line.Publication && <p className={styles.muted}>{line.Publication.Titre ?? line.Publication.Ean}</p>}
        {needsPublication && <p className={styles.warning}>{CHECKOUT_TEXTS.publicationToChoose}</p>}
        {line.Formation && (
          <p className={styles.muted}>{formatDateRange(line.Formation.DateDebut, line.Formation.DateFin)}</p>
        )}
        {!isReduction && (
          <p className={styles.muted}>
            {line.Quantite} × {formatPrice(line.PrixUnitaireTTCCentimes)}
          </p>
        )}
      </div>
      <p className={styles.amount}>{signedPrice(line.MontantTTCCentimes)}</p>
    </li>
  );
}

/** The lines as the server priced them, the discount and the totals HT, TVA and TTC. */
export function CheckoutRecap({ conditions }: { conditions: ConditionsCommande }) {
  const panier = conditions.Panier;
  return (
    <section className={styles.card} aria-labelledby="recapitulatif">
      <h2 id="recapitulatif">{CHECKOUT_TEXTS.recapTitle}</h2>
      <ul className={styles.lines}>
        {panier.listCommandeProduit.map((line) => (
          <RecapLine key={line.Id} line={line} needsPublication={conditions.LignesSansPublication.includes(line.Id)} />
        ))}
      </ul>
      <dl className={styles.totals}>
        {panier.MontantReductionTTCCentimes > 0 && (
          <div>
            <dt>Réduction{panier.CodeReduction ? ` (${panier.CodeReduction})` : ''}</dt>
            <dd>−{formatPrice(panier.MontantReductionTTCCentimes)}</dd>
          </div>
        )}
        <div>
          <dt>Total HT</dt>
          <dd>{formatPrice(panier.TotalHTCentimes)}</dd>
        </div>
        <div>
          <dt>TVA</dt>
          <dd>{formatPrice(panier.TotalTVACentimes)}</dd>
        </div>
        <div className={styles.grandTotal}>
          <dt>Total TTC</dt>
          <dd>{formatPrice(panier.TotalTTCCentimes)}</dd>
        </div>
      </dl>
    </section>
  );
}

import { CHECKOUT_TEXTS } from '../../../../domain/order/checkoutTexts.ts';
import { reductionLabel } from '../../../../domain/order/reductionTexts.ts';
import { TYPE_PRODUIT } from '../../../../domain/referenceIds.ts';
import type { ConditionsCommande } from '../../../../machines/checkout/types.ts';
import { formatDateRange } from '../../../lib/format/formatDateRange.ts';
import { formatPrice } from '../../../../domain/formatPrice.ts';
import styles from './CheckoutPage.module.css';
import { Fact } from '../../../components/ui/Fact.tsx';

type Line = ConditionsCommande['Panier']['listCommandeProduit'][number];

function RecapLine({ line, needsPublication }: { line: Line; needsPublication: boolean }) {
  return (
    <li className={styles.line}>
      <div>
        <p className={styles.lineTitle}>{line.Produit.Libelle}</p>
        {line.Publication && <p className={styles.muted}>{line.Publication.Titre ?? line.Publication.Ean}</p>}
        {needsPublication && <p className={styles.warning}>{CHECKOUT_TEXTS.publicationToChoose}</p>}
        {line.Formation && (
          <p className={styles.muted}>{formatDateRange(line.Formation.DateDebut, line.Formation.DateFin)}</p>
        )}
        <p className={styles.muted}>
          {line.Quantite} × {formatPrice(line.PrixUnitaireTTCCentimes)}
        </p>
      </div>
      <p className={styles.amount}>{formatPrice(line.MontantTTCCentimes)}</p>
    </li>
  );
}

/** The lines as the server priced them, the discount and the totals HT, TVA and TTC. */
export function CheckoutRecap({ conditions }: { conditions: ConditionsCommande }) {
  const panier = conditions.Panier;
  // The discount is a line of the basket: it is shown once, with its code, among the totals.
  const produits = panier.listCommandeProduit.filter((line) => line.Produit.IdTypeProduit !== TYPE_PRODUIT.reduction);
  return (
    <section className={styles.card} aria-labelledby="recapitulatif">
      <h2 id="recapitulatif">{CHECKOUT_TEXTS.recapTitle}</h2>
      <ul className={styles.lines}>
        {produits.map((line) => (
          <RecapLine key={line.Id} line={line} needsPublication={conditions.LignesSansPublication.includes(line.Id)} />
        ))}
      </ul>
      <dl className={styles.totals}>
        {panier.MontantReductionTTCCentimes > 0 && (
          <Fact term={reductionLabel(panier.CodeReduction)}>−{formatPrice(panier.MontantReductionTTCCentimes)}</Fact>
        )}
        <Fact term="Total HT">{formatPrice(panier.TotalHTCentimes)}</Fact>
        <Fact term="TVA">{formatPrice(panier.TotalTVACentimes)}</Fact>
        <Fact term="Total TTC" className={styles.grandTotal}>
          {formatPrice(panier.TotalTTCCentimes)}
        </Fact>
      </dl>
    </section>
  );
}

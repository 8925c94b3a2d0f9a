import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import type { Produit } from '../../../lib/api/types.ts';
import { balancedRowSizes } from '../utils/balancedRows.ts';
import { ProduitCard } from './ProduitCard.tsx';
import styles from './ProduitGrid.module.css';

/** The most cards to a row on a medium-width grid (a tablet) and a wide one (a desktop): see the CSS. */
const PER_ROW = { medium: 3, wide: 4 } as const;

/** The products of a rubrique as cards; rows are balanced so that no card is left alone on the last one. */
export function ProduitGrid({ produits, headingLevel }: { produits: readonly Produit[]; headingLevel?: 'h2' | 'h3' }) {
  if (produits.length === 0)
    return <EmptyState>Aucun service n'est proposé dans cette rubrique pour le moment.</EmptyState>;
  const medium = balancedRowSizes(produits.length, PER_ROW.medium);
  const wide = balancedRowSizes(produits.length, PER_ROW.wide);
  return (
    <div className={styles.frame}>
      <ul className={styles.grid}>
        {produits.map((produit, index) => (
          <li key={produit.Id} className={styles.item} data-row-medium={medium[index]} data-row-wide={wide[index]}>
            <ProduitCard produit={produit} headingLevel={headingLevel} />
          </li>
        ))}
      </ul>
    </div>
  );
}

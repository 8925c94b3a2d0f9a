import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import type { Produit } from '../../../lib/api/types.ts';
import { ProduitCard } from './ProduitCard.tsx';
import styles from './ProduitGrid.module.css';

export function ProduitGrid({ produits, headingLevel }: { produits: readonly Produit[]; headingLevel?: 'h2' | 'h3' }) {
  if (produits.length === 0)
    return <EmptyState>Aucun service n'est proposé dans cette rubrique pour le moment.</EmptyState>;
  return (
    <ul className={styles.grid}>
      {produits.map((produit) => (
        <li key={produit.Id} className={styles.item}>
          <ProduitCard produit={produit} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

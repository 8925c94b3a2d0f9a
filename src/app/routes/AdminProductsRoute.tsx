import { ADMIN_PRODUCT_TEXTS as T } from '../../../domain/basket/boProductTexts.ts';
import page from '../../components/ui/Page.module.css';
import { AdminProductList } from '../../features/adminProducts/components/AdminProductList.tsx';
import styles from '../../features/adminProducts/components/AdminProducts.module.css';
import { NewReductionButton } from '../../features/adminProducts/components/NewReductionButton.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';

/** `/admin/produits`: products, their prices and visibility, and discount codes with their validity (no back link, spec 2 §2). */
export default function AdminProductsRoute() {
  useDocumentTitle(T.listTitle);
  return (
    <div className={page.page}>
      <div className={styles.titleRow}>
        <h1 className={page.title}>{T.listTitle}</h1>
        <NewReductionButton />
      </div>
      <AdminProductList />
    </div>
  );
}

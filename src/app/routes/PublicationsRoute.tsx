import page from '../../components/ui/Page.module.css';
import { MyPublications } from '../../features/publications/components/list/MyPublications.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';

/** « Mes publications » (spec 1 §2): the books the author declared, and the way to declare another. */
export default function PublicationsRoute() {
  useDocumentTitle('Mes publications');
  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 className={page.title}>Mes publications</h1>
        <p className={page.lead}>
          Les livres que vous avez déclarés pour leur référencement dans le catalogue de la librairie.
        </p>
      </div>
      <MyPublications />
    </div>
  );
}

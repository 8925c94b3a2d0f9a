import page from '../../components/ui/Page.module.css';
import { PublicationConditions } from '../../features/publications/components/conditions/PublicationConditions.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';

const TITLE = 'Conditions de référencement';

/** `/publication/conditions`: what declaring a publication implies, accepted before the wizard. */
export default function PublicationConditionsRoute() {
  useDocumentTitle(TITLE);
  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 className={page.title}>{TITLE}</h1>
        <p className={page.lead}>
          Avant de déclarer une publication, prenez connaissance des conditions de son référencement.
        </p>
      </div>
      <PublicationConditions />
    </div>
  );
}

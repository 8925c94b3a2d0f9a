import { Link } from 'react-router-dom';
import { ADMIN_PUBLICATION_TEXTS as T } from '../../../domain/publication/adminPublicationTexts.ts';
import page from '../../components/ui/Page.module.css';
import { AdminPublicationList } from '../../features/adminPublications/components/AdminPublicationList.tsx';
import { OnixExportPanel } from '../../features/adminPublications/components/OnixExportPanel.tsx';
import { useOnixExportActor } from '../../features/adminPublications/hooks/useOnixExportActor.ts';
import { ADMIN_PUBLICATION_PATHS as PATHS } from '../../features/adminPublications/paths.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';

/** `/admin/publications`: the publications of every account (back link to /admin, spec 2 §2), and their ONIX export. */
export default function AdminPublicationsRoute() {
  useDocumentTitle(T.listTitle);
  const onixExport = useOnixExportActor();
  return (
    <div className={page.page}>
      <div className={page.header}>
        <Link to={PATHS.home} className={page.back}>
          ← Modules
        </Link>
        <h1 className={page.title}>{T.listTitle}</h1>
      </div>
      <AdminPublicationList
        kind="publications"
        label={T.listTitle}
        emptyMessage={T.empty}
        detailPath={(p) => PATHS.detail(p.IdPersonne, p.Id)}
      />
      <OnixExportPanel actor={onixExport} />
    </div>
  );
}

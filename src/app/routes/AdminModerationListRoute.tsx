import { ADMIN_PUBLICATION_TEXTS as T } from '../../../domain/publication/adminPublicationTexts.ts';
import page from '../../components/ui/Page.module.css';
import { AdminPublicationList } from '../../features/adminPublications/components/AdminPublicationList.tsx';
import { ADMIN_PUBLICATION_PATHS as PATHS } from '../../features/adminPublications/paths.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';

/** `/admin/publicationsmoderation`: publications awaiting moderation (no back link, spec 2 §2). */
export default function AdminModerationListRoute() {
  useDocumentTitle(T.moderationTitle);
  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 className={page.title}>{T.moderationTitle}</h1>
      </div>
      <AdminPublicationList
        kind="moderation"
        label={T.moderationTitle}
        emptyMessage={T.emptyModeration}
        detailPath={(p) => PATHS.moderation(p.IdPersonne, p.Id)}
      />
    </div>
  );
}

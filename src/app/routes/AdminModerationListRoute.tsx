import { ADMIN_PUBLICATION_TEXTS as T } from '../../../domain/publication/adminPublicationTexts.ts';
import { RoutePage } from '../../components/ui/TitledPage.tsx';
import { AdminPublicationList } from '../../features/adminPublications/components/AdminPublicationList.tsx';
import { ADMIN_PUBLICATION_PATHS as PATHS } from '../../features/adminPublications/paths.ts';

/** `/admin/publicationsmoderation`: publications awaiting moderation (no back link, spec 2 §2). */
export default function AdminModerationListRoute() {
  return (
    <RoutePage title={T.moderationTitle}>
      <AdminPublicationList
        kind="moderation"
        label={T.moderationTitle}
        emptyMessage={T.emptyModeration}
        detailPath={(p) => PATHS.moderation(p.IdPersonne, p.Id)}
      />
    </RoutePage>
  );
}

import { ADMIN_PUBLICATION_TEXTS as T } from '../../../domain/publication/adminPublicationTexts.ts';
import { RoutePage } from '../../components/ui/TitledPage.tsx';
import { AdminPublicationList } from '../../features/adminPublications/components/AdminPublicationList.tsx';
import { OnixExportPanel } from '../../features/adminPublications/components/OnixExportPanel.tsx';
import { useOnixExportActor } from '../../features/adminPublications/hooks/useOnixExportActor.ts';
import { ADMIN_PUBLICATION_PATHS as PATHS } from '../../features/adminPublications/paths.ts';

/** `/admin/publications`: the publications of every account (back link to /admin, spec 2 §2), and their ONIX export. */
export default function AdminPublicationsRoute() {
  const onixExport = useOnixExportActor();
  return (
    <RoutePage title={T.listTitle} back={{ to: PATHS.home, label: '← Modules' }}>
      <AdminPublicationList
        kind="publications"
        label={T.listTitle}
        emptyMessage={T.empty}
        detailPath={(p) => PATHS.detail(p.IdPersonne, p.Id)}
      />
      <OnixExportPanel actor={onixExport} />
    </RoutePage>
  );
}

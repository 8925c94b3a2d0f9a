import { useParams } from 'react-router-dom';
import { ADMIN_PUBLICATION_TEXTS as T } from '../../../domain/publication/adminPublicationTexts.ts';
import { Button } from '../../components/ui/Button.tsx';
import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import page from '../../components/ui/Page.module.css';
import { AdminPublicationView } from '../../features/adminPublications/components/AdminPublicationView.tsx';
import { useBackToPrevious } from '../../features/adminPublications/hooks/useBackToPrevious.ts';
import { ADMIN_PUBLICATION_PATHS as PATHS } from '../../features/adminPublications/paths.ts';
import { parseId } from '../../lib/routing/parseId.ts';

/** `/admin/publication/{idpersonne}/{id}`: a publication read in full (back to the previous page, spec 2 §2). */
export default function AdminPublicationRoute() {
  const params = useParams();
  const back = useBackToPrevious(PATHS.list);
  return (
    <AdminPublicationView
      idPersonne={parseId(params.idpersonne)}
      id={parseId(params.id)}
      back={
        <Button variant="ghost" className={page.back} onPress={back}>
          ← Retour
        </Button>
      }
      actions={(publication) => (
        <div>
          <ButtonLink to={PATHS.edit(publication.IdPersonne, publication.Id)}>{T.edit}</ButtonLink>
        </div>
      )}
    />
  );
}

import { useParams } from 'react-router-dom';
import { ADMIN_PUBLICATION_TEXTS as T } from '../../../domain/publication/adminPublicationTexts.ts';
import { NotFound } from '../../components/ui/NotFound.tsx';
import { AdminPublicationEdit } from '../../features/adminPublications/components/AdminPublicationEdit.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { parseId } from '../../lib/routing/parseId.ts';

/** `/admin/publication/{idpersonne}/{id}/edit/{step}`: an account's publication edited by step (back to the list). */
export default function AdminPublicationEditRoute() {
  const params = useParams();
  const idPersonne = parseId(params.idpersonne);
  const id = parseId(params.id);
  if (idPersonne === null || id === null) return <MissingPublication />;
  // Another publication is another wizard: its machine holds one publication of one account.
  return (
    <AdminPublicationEdit key={`${idPersonne}-${id}`} idPersonne={idPersonne} id={id} step={params.step ?? null} />
  );
}

function MissingPublication() {
  useDocumentTitle(T.notFound.title);
  return <NotFound title={T.notFound.title} message={T.notFound.message} />;
}

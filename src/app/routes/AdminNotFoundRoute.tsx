import { NOT_FOUND_TITLE, NotFound } from '../../components/ui/NotFound.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';

/** Any other address under /admin (spec 2 §2): the not-found page, leading back to the modules. */
export default function AdminNotFoundRoute() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return <NotFound home={{ to: '/admin', label: 'Retour aux modules' }} />;
}

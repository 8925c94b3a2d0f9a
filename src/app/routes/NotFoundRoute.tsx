import { NOT_FOUND_TITLE, NotFound } from '../../components/ui/NotFound.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';

export default function NotFoundRoute() {
  useDocumentTitle(NOT_FOUND_TITLE);
  return <NotFound />;
}

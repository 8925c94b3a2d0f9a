import { NotFound } from '../../components/ui/NotFound.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';

export default function NotFoundRoute() {
  useDocumentTitle('Page introuvable');
  return <NotFound />;
}

import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import page from '../../components/ui/Page.module.css';
import { useModules } from '../../features/admin/api/getModules.ts';
import { ModuleList } from '../../features/admin/components/ModuleList.tsx';
import { useAuth } from '../../features/auth/useAuth.ts';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { errorMessage } from '../../lib/api/apiError.ts';

/** The back office's home: its modules (BO/Gestion/Module_GetAll). */
export default function AdminHomeRoute() {
  useDocumentTitle('Administration');
  const auth = useAuth();
  const modules = useModules(auth.person?.Login ?? '', { enabled: auth.status === 'authenticated' });
  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 className={page.title}>Administration</h1>
        <p className={page.lead}>Choisissez un module.</p>
      </div>
      {modules.isError ? (
        <ErrorState message={errorMessage(modules.error)} onRetry={() => void modules.refetch()} />
      ) : modules.isPending ? (
        <LoadingState label="Chargement des modules..." />
      ) : (
        <nav aria-label="Modules">
          <ModuleList modules={modules.data} />
        </nav>
      )}
    </div>
  );
}

import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { RoutePage } from '../../components/ui/TitledPage.tsx';
import { useModules } from '../../features/admin/api/getModules.ts';
import { ModuleList } from '../../features/admin/components/ModuleList.tsx';
import { useAuth } from '../../features/auth/useAuth.ts';
import { errorMessage } from '../../lib/api/apiError.ts';

/** The back office's home: its modules (BO/Gestion/Module_GetAll). */
export default function AdminHomeRoute() {
  const auth = useAuth();
  const modules = useModules(auth.person?.Login ?? '', { enabled: auth.status === 'authenticated' });
  return (
    <RoutePage title="Administration" lead="Choisissez un module.">
      {modules.isError ? (
        <ErrorState message={errorMessage(modules.error)} onRetry={() => void modules.refetch()} />
      ) : modules.isPending ? (
        <LoadingState label="Chargement des modules..." />
      ) : (
        <nav aria-label="Modules">
          <ModuleList modules={modules.data} />
        </nav>
      )}
    </RoutePage>
  );
}

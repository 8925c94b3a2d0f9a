import { Button } from '../../components/ui/Button.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import page from '../../components/ui/Page.module.css';
import { useMonitoring } from '../../features/monitoring/api/getMonitoring.ts';
import { MonitoringStatus } from '../../features/monitoring/components/MonitoringStatus.tsx';
import { useDocumentTitle } from '../../hooks/useDocumentTitle.ts';
import { errorMessage } from '../../lib/api/apiError.ts';

/** The health page that supervision tools read (spec 2 §2). */
export default function MonitoringRoute() {
  useDocumentTitle('État du service');
  const monitoring = useMonitoring();
  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 className={page.title}>État du service</h1>
      </div>
      {monitoring.isError ? (
        <ErrorState message={errorMessage(monitoring.error)} onRetry={() => void monitoring.refetch()} />
      ) : monitoring.isPending ? (
        <LoadingState minHeight="10rem" />
      ) : (
        <MonitoringStatus etat={monitoring.data} />
      )}
      <div>
        <Button variant="secondary" onPress={() => void monitoring.refetch()} isPending={monitoring.isFetching}>
          Actualiser
        </Button>
      </div>
    </div>
  );
}

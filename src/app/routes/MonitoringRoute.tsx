import { Button } from '../../components/ui/Button.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { RoutePage } from '../../components/ui/TitledPage.tsx';
import { useMonitoring } from '../../features/monitoring/api/getMonitoring.ts';
import { MonitoringStatus } from '../../features/monitoring/components/MonitoringStatus.tsx';
import { errorMessage } from '../../lib/api/apiError.ts';

/** The health page that supervision tools read (spec 2 §2). */
export default function MonitoringRoute() {
  const monitoring = useMonitoring();
  return (
    <RoutePage title="État du service">
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
    </RoutePage>
  );
}

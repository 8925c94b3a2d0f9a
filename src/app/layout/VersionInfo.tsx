import { LOADING_TEXT } from '../../components/ui/LoadingState.tsx';
import { useBackEndVersion } from '../../features/monitoring/api/getBackEndVersion.ts';
import { errorMessage } from '../../lib/api/apiError.ts';
import { APP_ENVIRONMENT, FRONT_VERSION } from '../../lib/config/appInfo.ts';
import { formatDate } from '../../../domain/frenchDates.ts';
import styles from './Footer.module.css';
import { Fact } from '../../components/ui/Fact.tsx';

function BackVersion() {
  const version = useBackEndVersion({ enabled: true });
  if (version.isPending) return <>{LOADING_TEXT}</>;
  if (version.isError) return <>indisponible ({errorMessage(version.error)})</>;
  const date = formatDate(version.data.Date);
  return <>{date ? `${version.data.Version} (${date})` : version.data.Version}</>;
}

/** The environment and the versions of the front and back ends (spec 1 §1), shown once support staff ask. */
export default function VersionInfo() {
  return (
    <dl className={styles.versions} aria-live="polite">
      <Fact term="Environnement">{APP_ENVIRONMENT}</Fact>
      <Fact term="Version front">{FRONT_VERSION}</Fact>
      <Fact term="Version back">
        <BackVersion />
      </Fact>
    </dl>
  );
}

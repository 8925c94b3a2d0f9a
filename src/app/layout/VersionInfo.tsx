import { useId, useState } from 'react';
import { Button } from 'react-aria-components/Button';
import { LOADING_TEXT } from '../../components/ui/LoadingState.tsx';
import { useBackEndVersion } from '../../features/monitoring/api/getBackEndVersion.ts';
import { errorMessage } from '../../lib/api/apiError.ts';
import { APP_ENVIRONMENT, FRONT_VERSION } from '../../lib/config/appInfo.ts';
import { formatDate } from '../../lib/format/formatDate.ts';
import { CopyrightText } from './CopyrightLine.tsx';
import styles from './Footer.module.css';

function BackVersion({ enabled }: { enabled: boolean }) {
  const version = useBackEndVersion({ enabled });
  if (version.isPending) return <>{LOADING_TEXT}</>;
  if (version.isError) return <>indisponible ({errorMessage(version.error)})</>;
  const date = formatDate(version.data.Date);
  return <>{date ? `${version.data.Version} (${date})` : version.data.Version}</>;
}

/**
 * The copyright line, which is also a discreet button: support staff press it to read the environment and the
 * versions of the front and back ends (spec 1 §1).
 */
export default function VersionInfo() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.versionBlock}>
      <Button
        className={styles.copyright}
        onPress={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={panelId}
      >
        <CopyrightText />
        <span className={styles.srOnly}> (afficher les versions)</span>
      </Button>
      <div id={panelId} hidden={!open}>
        {open && (
          <dl className={styles.versions} aria-live="polite">
            <div>
              <dt>Environnement</dt>
              <dd>{APP_ENVIRONMENT}</dd>
            </div>
            <div>
              <dt>Version front</dt>
              <dd>{FRONT_VERSION}</dd>
            </div>
            <div>
              <dt>Version back</dt>
              <dd>
                <BackVersion enabled={open} />
              </dd>
            </div>
          </dl>
        )}
      </div>
    </div>
  );
}

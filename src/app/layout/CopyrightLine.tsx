import { lazy, Suspense, useId, useState } from 'react';
import { LOADING_TEXT } from '../../components/ui/LoadingState.tsx';
import { COPYRIGHT_SINCE, SITE_NAME } from '../../lib/config/appInfo.ts';
import styles from './Footer.module.css';

// Read by support staff only: its code (and the back end's version) is fetched when they ask for it.
const VersionInfo = lazy(() => import('./VersionInfo.tsx'));

export function CopyrightText() {
  return (
    <>
      © {COPYRIGHT_SINCE}–{new Date().getFullYear()} {SITE_NAME}
    </>
  );
}

/**
 * The copyright line, which is also a discreet button: support staff press it to read the environment and the
 * versions of the front and back ends (spec 1 §1). A native button, so that the footer needs no widget code.
 */
export function CopyrightLine() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.versionBlock}>
      <button
        type="button"
        className={styles.copyright}
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={panelId}
      >
        <CopyrightText />
        <span className={styles.srOnly}> (afficher les versions)</span>
      </button>
      <div id={panelId} hidden={!open}>
        {open && (
          <Suspense fallback={LOADING_TEXT}>
            <VersionInfo />
          </Suspense>
        )}
      </div>
    </div>
  );
}

import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { CONTENT_EDIT_TEXTS } from '../../../../domain/content/editTexts.ts';
import { formatDateHourMinute } from '../../../../domain/frenchDates.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import type { ContentEditActorRef } from '../hooks/useContentEditActor.ts';
import { VersionPreview } from './VersionPreview.tsx';
import styles from './ContentEditFields.module.css';

const T = CONTENT_EDIT_TEXTS.history;

/**
 * The kept versions of the block, the most recent first. « Restaurer » first shows the version as it would come
 * back; « Annuler » there returns to the list, on the same version's button.
 */
export function VersionHistory({ actor }: { actor: ContentEditActorRef }) {
  const snapshot = useSelector(actor, (s) => s);
  const { versions, idVersion, error, loaded } = snapshot.context;
  const versionItems = useRef(new Map<number, HTMLLIElement>());
  const previewed = useRef<number | null>(null);
  const inPreview = snapshot.matches({ history: 'previewing' }) || snapshot.matches({ history: 'restoring' });
  const asked = inPreview ? versions?.find((version) => version.Id === idVersion) : undefined;

  useEffect(() => {
    if (asked) previewed.current = asked.Id;
    else if (previewed.current !== null) {
      versionItems.current.get(previewed.current)?.querySelector('button')?.focus();
      previewed.current = null;
    }
  }, [asked]);

  if (snapshot.matches({ history: 'loading' })) return <LoadingState minHeight="12rem" />;
  if (snapshot.matches({ history: 'loadFailed' }))
    return (
      <ErrorState
        message={error ? `${T.loadFailed} ${error}` : T.loadFailed}
        onRetry={() => actor.send({ type: 'contentEdit.retry' })}
      />
    );
  if (asked && loaded)
    return (
      <VersionPreview
        version={asked}
        current={loaded}
        isRestoring={snapshot.matches({ history: 'restoring' })}
        onConfirm={() => actor.send({ type: 'contentEdit.restoreConfirmed' })}
        onCancel={() => actor.send({ type: 'contentEdit.restoreCancelled' })}
      />
    );
  return (
    <section aria-labelledby="content-edit-versions">
      <h3 id="content-edit-versions" className={styles.sectionTitle}>
        {T.title}
      </h3>
      {error && (
        <p className={styles.error} role="alert">
          {T.restoreFailed} {error}
        </p>
      )}
      {versions && versions.length === 0 ? (
        <EmptyState>{T.empty}</EmptyState>
      ) : (
        <ul className={styles.versions}>
          {versions?.map((version) => {
            const date = formatDateHourMinute(version.DateRemplacement);
            return (
              <li
                key={version.Id}
                className={styles.version}
                ref={(item) => {
                  if (item) versionItems.current.set(version.Id, item);
                  else versionItems.current.delete(version.Id);
                }}
              >
                <p className={styles.versionText}>{T.replaced(date, version.RemplacePar)}</p>
                <Button
                  variant="secondary"
                  aria-label={T.restoreLabel(date)}
                  onPress={() => actor.send({ type: 'contentEdit.restoreRequested', idVersion: version.Id })}
                >
                  {T.restore}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

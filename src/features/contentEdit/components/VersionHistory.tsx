import { useSelector } from '@xstate/react';
import { CONTENT_EDIT_TEXTS } from '../../../../domain/content/editTexts.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { formatDateHourMinute } from '../../../../domain/frenchDates.ts';
import type { ContentEditActorRef } from '../hooks/useContentEditActor.ts';
import styles from './ContentEditFields.module.css';

const T = CONTENT_EDIT_TEXTS.history;

/** The kept versions of the block, the most recent first, each restorable after a confirmation. */
export function VersionHistory({ actor }: { actor: ContentEditActorRef }) {
  const snapshot = useSelector(actor, (s) => s);
  const { versions, idVersion, error } = snapshot.context;
  const asked = versions?.find((version) => version.Id === idVersion);
  const askedDate = asked ? formatDateHourMinute(asked.DateRemplacement) : '';

  if (snapshot.matches({ history: 'loading' })) return <LoadingState minHeight="12rem" />;
  if (snapshot.matches({ history: 'loadFailed' }))
    return (
      <ErrorState
        message={error ? `${T.loadFailed} ${error}` : T.loadFailed}
        onRetry={() => actor.send({ type: 'contentEdit.retry' })}
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
              <li key={version.Id} className={styles.version}>
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
      <ConfirmDialog
        isOpen={snapshot.matches({ history: 'confirming' }) || snapshot.matches({ history: 'restoring' })}
        title={T.confirmTitle}
        confirmLabel={T.restore}
        pendingLabel={T.restoring}
        isPending={snapshot.matches({ history: 'restoring' })}
        onConfirm={() => actor.send({ type: 'contentEdit.restoreConfirmed' })}
        onCancel={() => actor.send({ type: 'contentEdit.restoreCancelled' })}
      >
        {T.confirmText(askedDate)}
      </ConfirmDialog>
    </section>
  );
}

import { useSelector } from '@xstate/react';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { CONTENT_EDIT_TEXTS as T } from '../../../domain/content/editTexts.ts';
import { selectIsDirty, selectIsOpen } from '../../../machines/contentEdit/selectors.ts';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/ConfirmDialog.tsx';
import { ErrorState } from '../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../components/ui/LoadingState.tsx';
import { ElementField } from './components/ElementField.tsx';
import { VersionHistory } from './components/VersionHistory.tsx';
import type { ContentEditActorRef } from './hooks/useContentEditActor.ts';
import styles from './ContentEditPanel.module.css';

export interface ContentEditPanelProps {
  actor: ContentEditActorRef;
  /** The block's name as the page shows it. */
  title: string;
}

function EditingFields({ actor }: { actor: ContentEditActorRef }) {
  const loaded = useSelector(actor, (s) => s.context.loaded);
  const draft = useSelector(actor, (s) => s.context.draft);
  if (!loaded) return null;
  const elements = [...loaded.ContenuElements].sort((a, b) => a.Rang - b.Rang);
  return (
    <ul className={styles.fields}>
      {elements.map((element) => (
        <li key={element.Id}>
          <ElementField element={element} draft={draft} actor={actor} />
        </li>
      ))}
    </ul>
  );
}

/** Where the save stands, said at the foot of the panel. */
function SaveStatus({ actor }: { actor: ContentEditActorRef }) {
  const snapshot = useSelector(actor, (s) => s);
  const dirty = selectIsDirty(snapshot);
  const failed = snapshot.matches({ editing: 'failed' });
  const error = snapshot.context.error;
  return (
    <>
      <p className={styles.status} role="status">
        {snapshot.matches({ editing: 'saved' }) && <span className={styles.statusSaved}>{T.saved}</span>}
        {!failed && !snapshot.matches({ editing: 'saved' }) && dirty && (
          <span className={styles.statusMuted}>{T.unsaved}</span>
        )}
      </p>
      {failed && (
        <p className={`${styles.status} ${styles.statusFailed}`} role="alert">
          {error ? `${T.saveFailed} : ${error}` : T.saveFailed}
        </p>
      )}
    </>
  );
}

/**
 * The content edit mode's side panel (spec 1 §2): one field per element of the block, « Fermer » (asking before
 * unsaved changes are dropped) and « Enregistrer »; the block's kept versions, to restore one.
 */
export function ContentEditPanel({ actor, title }: ContentEditPanelProps) {
  const snapshot = useSelector(actor, (s) => s);
  const dirty = selectIsDirty(snapshot);
  const inHistory = snapshot.matches('history');
  const editing = snapshot.matches('editing') || snapshot.matches('saving') || snapshot.matches('confirmingClose');
  // While a save or a restore is under way, the panel stays as it is.
  const saving = snapshot.matches('saving') || snapshot.matches({ history: 'restoring' });
  const close = () => actor.send({ type: 'contentEdit.close' });

  let body;
  if (snapshot.matches('loading')) body = <LoadingState minHeight="12rem" />;
  else if (snapshot.matches('loadFailed'))
    body = (
      <ErrorState
        message={snapshot.context.error ? `${T.loadFailed} ${snapshot.context.error}` : T.loadFailed}
        onRetry={() => actor.send({ type: 'contentEdit.retry' })}
      />
    );
  else if (inHistory) body = <VersionHistory actor={actor} />;
  else body = <EditingFields actor={actor} />;

  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={selectIsOpen(snapshot)}
      isDismissable={!saving}
      isKeyboardDismissDisabled={saving}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <Modal className={styles.sheet}>
        <Dialog className={styles.dialog}>
          <div className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {T.panelTitle(title)}
            </Heading>
            {editing && (
              <Button
                variant="ghost"
                onPress={() => actor.send({ type: 'contentEdit.historyOpened' })}
                isDisabled={saving}
              >
                {T.history.open}
              </Button>
            )}
            {inHistory && (
              <Button
                variant="ghost"
                onPress={() => actor.send({ type: 'contentEdit.historyClosed' })}
                isDisabled={saving}
              >
                {T.history.back}
              </Button>
            )}
          </div>
          <div className={styles.body}>{body}</div>
          <div className={styles.footer}>
            {editing && <SaveStatus actor={actor} />}
            <Button variant="secondary" onPress={close} isDisabled={saving}>
              {T.close}
            </Button>
            {editing && (
              <Button onPress={() => actor.send({ type: 'contentEdit.save' })} isDisabled={!dirty} isPending={saving}>
                {saving ? T.saving : T.save}
              </Button>
            )}
          </div>
          <ConfirmDialog
            isOpen={snapshot.matches('confirmingClose')}
            title={T.confirmClose.title}
            confirmLabel={T.confirmClose.confirm}
            cancelLabel={T.confirmClose.cancel}
            pendingLabel={T.confirmClose.confirm}
            isDestructive
            isPending={false}
            onConfirm={() => actor.send({ type: 'contentEdit.closeConfirmed' })}
            onCancel={() => actor.send({ type: 'contentEdit.closeCancelled' })}
          >
            {T.confirmClose.text}
          </ConfirmDialog>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

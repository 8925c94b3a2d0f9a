import { useState } from 'react';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { useSearchParams } from 'react-router-dom';
import { DELETION_CONFIRMATION_WORD } from '../../../../domain/identity/accountDeletion.ts';
import { MY_DATA_TEXTS as T } from '../../../../domain/identity/myDataTexts.ts';
import { Button } from '../../../components/ui/Button.tsx';
import modal from '../../../components/ui/Modal.module.css';
import { TextField } from '../../../components/ui/TextField.tsx';
import { errorMessage } from '../../../lib/api/apiError.ts';
import { signInAgainRedirect, useLeaveDeletedAccount } from '../../auth/public.ts';
import { useDeleteMyAccount, useDownloadMyData, useSuppression } from '../api/accountData.ts';
import styles from './MyData.module.css';

/** The address the provider brings the person back to after signing in again: the dialog opens on its last step. */
const RESUME_PARAM = 'suppression';
const RESUME_PATH = `/profil?${RESUME_PARAM}=confirmer`;

/** « Mes données (RGPD) » of /profil: the archive of one's data, and the deletion of one's account. */
export function MyDataSection({ login }: { login: string }) {
  return (
    <section className={styles.section} aria-labelledby="mes-donnees-title">
      <h2 id="mes-donnees-title" className={styles.title}>
        {T.title}
      </h2>
      <p className={styles.muted}>{T.lead}</p>
      <DownloadPart />
      <DeletePart login={login} />
    </section>
  );
}

function DownloadPart() {
  const download = useDownloadMyData();
  return (
    <div className={styles.part}>
      <p className={styles.muted} id="mes-donnees-archive">
        {T.download.description}
      </p>
      <Button
        variant="secondary"
        aria-describedby="mes-donnees-archive"
        aria-disabled={download.isPending || undefined}
        onPress={() => {
          if (!download.isPending) download.mutate();
        }}
      >
        {download.isPending ? T.download.pending : T.download.button}
      </Button>
      {download.isError && (
        <p className={styles.failure} role="alert">
          {T.download.failed}
        </p>
      )}
    </div>
  );
}

function WhatHappens() {
  return (
    <>
      <p className={styles.muted}>{T.remove.deletedTitle}</p>
      <ul className={styles.list}>
        {T.remove.deleted.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className={styles.muted}>{T.remove.keptTitle}</p>
      <ul className={styles.list}>
        {T.remove.kept.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}

function DeletePart({ login }: { login: string }) {
  const [params, setParams] = useSearchParams();
  const resumed = params.get(RESUME_PARAM) === 'confirmer';
  const [isOpen, setOpen] = useState(resumed);
  const suppression = useSuppression(login);
  const rule = suppression.data;

  function close() {
    setOpen(false);
    if (resumed) setParams({}, { replace: true });
  }

  return (
    <div className={styles.danger}>
      <h3 className={styles.subtitle}>{T.remove.title}</h3>
      <WhatHappens />
      {rule && !rule.Supprimable ? (
        <p className={styles.failure}>
          <strong>{T.remove.refusedTitle} : </strong>
          {rule.Raison}
        </p>
      ) : (
        <Button
          className={styles.dangerButton}
          isDisabled={!rule}
          onPress={() => {
            void suppression.refetch();
            setOpen(true);
          }}
        >
          {T.remove.button}
        </Button>
      )}
      {isOpen && rule?.Supprimable && (
        // Always through the provider's sign-in page first: back from it, the server still checks the sign-in's age.
        <DeleteDialog recent={resumed && rule.AuthentificationRecente} onClose={close} />
      )}
    </div>
  );
}

interface DeleteDialogProps {
  /** Back from signing in again, and the server counts that sign-in as recent enough (five minutes). */
  recent: boolean;
  onClose(): void;
}

/**
 * The confirmation: what goes and what stays; then, unless the person has just signed in again, a trip to the
 * provider's sign-in page; then the word typed and the deletion; then the way home.
 */
function DeleteDialog({ recent, onClose }: DeleteDialogProps) {
  const [typed, setTyped] = useState('');
  const remove = useDeleteMyAccount();
  const leave = useLeaveDeletedAccount();
  const [leaving, setLeaving] = useState(false);
  const done = remove.isSuccess;
  return (
    <ModalOverlay
      className={modal.overlay}
      isOpen
      isDismissable={!remove.isPending && !done}
      isKeyboardDismissDisabled={remove.isPending || done}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className={`${modal.modal} ${styles.modal}`}>
        <Dialog role="alertdialog" className={styles.dialog}>
          <Heading slot="title" className={modal.title}>
            {done ? T.remove.doneTitle : T.remove.dialogTitle}
          </Heading>
          {done ? (
            <>
              <p role="status">{remove.data.Message}</p>
              <div className={styles.actions}>
                <Button
                  isDisabled={leaving}
                  onPress={() => {
                    setLeaving(true);
                    leave();
                  }}
                >
                  {T.remove.home}
                </Button>
              </div>
            </>
          ) : (
            <>
              <WhatHappens />
              {recent ? (
                <>
                  <p>{T.remove.reauthenticated}</p>
                  <TextField
                    label={T.remove.confirmLabel}
                    value={typed}
                    onChange={setTyped}
                    autoComplete="off"
                    spellCheck="false"
                  />
                  {remove.isError && (
                    <p className={styles.failure} role="alert">
                      {T.remove.failed} {errorMessage(remove.error)}
                    </p>
                  )}
                </>
              ) : (
                <p>{T.remove.reauthenticate}</p>
              )}
              <div className={styles.actions}>
                {/* A confirmation opens on its least destructive answer (WAI-ARIA alert dialog pattern). */}
                {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
                <Button variant="secondary" onPress={onClose} isDisabled={remove.isPending} autoFocus>
                  {T.remove.cancel}
                </Button>
                {recent ? (
                  <Button
                    className={styles.dangerButton}
                    isDisabled={typed.trim() !== DELETION_CONFIRMATION_WORD}
                    isPending={remove.isPending}
                    onPress={() => remove.mutate(typed.trim())}
                  >
                    {remove.isPending ? T.remove.pending : T.remove.confirmButton}
                  </Button>
                ) : (
                  <Button onPress={() => void signInAgainRedirect(RESUME_PATH)}>{T.remove.reauthenticateButton}</Button>
                )}
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

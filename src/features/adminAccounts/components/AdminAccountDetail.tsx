import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_MESSAGES } from '../../../../domain/identity/messages.ts';
import { ADMIN_ACCOUNT_TEXTS as T } from '../../../../domain/identity/adminAccountTexts.ts';
import { COMMON_MESSAGES } from '../../../../domain/messages.ts';
import { createAdminAccountMachine } from '../../../../machines/adminAccount/adminAccountMachine.ts';
import { toast } from '../../../components/toast/toastQueue.ts';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { NotFound } from '../../../components/ui/NotFound.tsx';
import page from '../../../components/ui/Page.module.css';
import { useDocumentTitle } from '../../../hooks/useDocumentTitle.ts';
import { boCompteApi } from '../api/boCompte.ts';
import { boAccountKeys } from '../api/boAccountKeys.ts';
import { useTypesCompte } from '../api/getTypesCompte.ts';
import { ADMIN_ACCOUNT_PATHS } from '../paths.ts';
import { nameOf } from '../utils/nameOf.ts';
import { AccountFacts } from './AccountFacts.tsx';
import { BoAccountForm, type BoAccountFormHandle } from './BoAccountForm.tsx';
import { DeleteAccountSection } from './DeleteAccountSection.tsx';
import styles from './AdminAccounts.module.css';

const BACK_TO_LIST = { to: ADMIN_ACCOUNT_PATHS.list, label: T.backToList };

/** The page of an account that exists (its id read from the address). */
function AccountPage({ id }: { id: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const types = useTypesCompte();
  const formRef = useRef<BoAccountFormHandle>(null);
  // The form's handle is read when a save answers, never while rendering.
  // eslint-disable-next-line react-hooks/refs
  const [machine] = useState(() =>
    createAdminAccountMachine({
      api: boCompteApi,
      saved: (compte) => {
        formRef.current?.saved(compte);
        void queryClient.invalidateQueries({ queryKey: boAccountKeys.all() });
        toast.success(COMMON_MESSAGES.saved);
      },
      saveFailed: (error) => formRef.current?.refused(error),
      deleted: (confirmation) => {
        void queryClient.invalidateQueries({ queryKey: boAccountKeys.all() });
        toast.success(confirmation.Message);
        void navigate(ADMIN_ACCOUNT_PATHS.list);
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { id } });
  const { compte, loadError, deleteError } = snapshot.context;
  useDocumentTitle(
    snapshot.matches('notFound') ? T.notFoundTitle : compte ? T.detailTitle(nameOf(compte)) : T.detailFallbackTitle,
  );

  if (snapshot.matches('notFound'))
    return <NotFound title={T.notFoundTitle} message={ACCOUNT_MESSAGES.accountNotFound} home={BACK_TO_LIST} />;
  if (snapshot.matches('loadFailed'))
    return (
      <ErrorState message={loadError ?? T.loadAccountFailed} onRetry={() => send({ type: 'adminAccount.retryLoad' })} />
    );
  if (!compte) return <LoadingState minHeight="32rem" />;

  const typeLabel = types.data?.find((type) => type.Id === compte.IdTypeCompte)?.Libelle ?? String(compte.IdTypeCompte);
  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 className={page.title}>{T.detailTitle(nameOf(compte))}</h1>
      </div>
      <AccountFacts compte={compte} typeLabel={typeLabel} />
      <div className={styles.columns}>
        <BoAccountForm
          compte={compte}
          isSaving={snapshot.matches({ ready: 'saving' })}
          onSave={(values) => send({ type: 'adminAccount.save', values })}
          handleRef={formRef}
        />
        <DeleteAccountSection
          compte={compte}
          isConfirming={snapshot.matches({ ready: 'confirmingDelete' })}
          isDeleting={snapshot.matches({ ready: 'deleting' })}
          refusal={deleteError}
          onRequest={() => send({ type: 'adminAccount.delete' })}
          onConfirm={() => send({ type: 'adminAccount.confirmDelete' })}
          onDismiss={() => send({ type: 'adminAccount.dismissDelete' })}
        />
      </div>
    </div>
  );
}

/** `/admin/utilisateur/{id}`: an account read, changed and deleted; an id that names none is not found. */
export function AdminAccountDetail({ id }: { id: number | null }) {
  if (id === null)
    return <NotFound title={T.notFoundTitle} message={ACCOUNT_MESSAGES.accountNotFound} home={BACK_TO_LIST} />;
  // A new id is a new account: its page starts again.
  return <AccountPage key={id} id={id} />;
}

import type { Blocker } from 'react-router-dom';
import { ConfirmDialog } from '../../../../components/ui/ConfirmDialog.tsx';
import { LEAVE_WIZARD_TEXTS as T } from '../../utils/wizardTexts.ts';

export interface LeaveWizardDialogProps {
  blocker: Blocker;
}

/** Asks before a link or the back button leaves a step whose changes are not saved; staying is the default. */
export function LeaveWizardDialog({ blocker }: LeaveWizardDialogProps) {
  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      title={T.title}
      confirmLabel={T.leave}
      pendingLabel={T.leave}
      cancelLabel={T.stay}
      isDestructive
      isPending={false}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      {T.message}
    </ConfirmDialog>
  );
}

import type { Blocker } from 'react-router-dom';
import { ConfirmDialog } from '../../../../components/ui/ConfirmDialog.tsx';
import { LEAVE_WIZARD_TEXTS as T } from '../../utils/wizardTexts.ts';

export interface LeaveWizardDialogProps {
  blocker: Blocker;
  /** Forgets what was typed, before the page is left. */
  onLeave: () => void;
}

/** Asks before a link or the back button leaves a step whose changes are not saved; staying is the default. */
export function LeaveWizardDialog({ blocker, onLeave }: LeaveWizardDialogProps) {
  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      title={T.title}
      confirmLabel={T.leave}
      pendingLabel={T.leave}
      cancelLabel={T.stay}
      isDestructive
      isPending={false}
      onConfirm={() => {
        onLeave();
        blocker.proceed?.();
      }}
      onCancel={() => blocker.reset?.()}
    >
      {T.message}
    </ConfirmDialog>
  );
}

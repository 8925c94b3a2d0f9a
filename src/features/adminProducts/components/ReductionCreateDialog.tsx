import { useState } from 'react';
import { ADMIN_PRODUCT_TEXTS as T } from '../../../../domain/basket/boProductTexts.ts';
import { FormDialog } from './FormDialog.tsx';
import { ReductionCreateForm } from './ReductionCreateForm.tsx';

/** « Nouveau code de réduction » over the list. */
export function ReductionCreateDialog({ onClose }: { onClose: () => void }) {
  const [isPending, setPending] = useState(false);
  return (
    <FormDialog title={T.newCode} onClose={onClose} isPending={isPending}>
      <ReductionCreateForm onClose={onClose} onPendingChange={setPending} />
    </FormDialog>
  );
}

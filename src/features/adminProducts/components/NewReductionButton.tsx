import { useState } from 'react';
import { ADMIN_PRODUCT_TEXTS as T } from '../../../../domain/basket/boProductTexts.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { ReductionCreateDialog } from './ReductionCreateDialog.tsx';

/** « Nouveau code de réduction » and the form it opens. */
export function NewReductionButton() {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Button onPress={() => setCreating(true)}>{T.newCode}</Button>
      {creating && <ReductionCreateDialog onClose={() => setCreating(false)} />}
    </>
  );
}

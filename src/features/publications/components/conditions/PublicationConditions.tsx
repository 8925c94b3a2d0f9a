import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../../components/ui/Button.tsx';
import { CheckboxField } from '../../../../components/ui/CheckboxField.tsx';
import { errorMessage } from '../../../../lib/api/apiError.ts';
import { useAuth } from '../../../auth/public.ts';
import { useAccount, useAcceptPublicationConditions } from '../../../account/public.ts';
import { wizardPath } from '../../utils/wizardPath.ts';
import { ReferencingOffer } from '../referencing/ReferencingOffer.tsx';
import { ReferencingConditions } from './ReferencingConditions.tsx';
import { CONDITIONS_TEXTS } from './conditionsTexts.ts';
import styles from './PublicationConditions.module.css';

const HINT_ID = 'conditions-a-accepter';

/**
 * The conditions of referencing and what it buys, accepted once before the first declaration: the acceptance is
 * stored with the account, and later declarations open the wizard directly.
 */
export function PublicationConditions() {
  const auth = useAuth();
  const login = auth.person?.Login ?? '';
  const account = useAccount(login, { enabled: auth.status === 'authenticated' });
  const accept = useAcceptPublicationConditions(login);
  const navigate = useNavigate();
  const alreadyAccepted = Boolean(account.data?.DateAcceptationConditionsPublication);
  const [checked, setChecked] = useState(false);
  const accepted = checked || alreadyAccepted;

  const start = () => {
    if (alreadyAccepted) {
      void navigate(wizardPath({ id: null, step: 1 }));
      return;
    }
    accept.mutate(undefined, { onSuccess: () => void navigate(wizardPath({ id: null, step: 1 })) });
  };

  return (
    <div className={styles.conditions}>
      <ReferencingConditions />
      <ReferencingOffer />
      <div className={styles.acceptance}>
        <CheckboxField
          className={styles.accept}
          isSelected={accepted}
          isDisabled={alreadyAccepted}
          onChange={setChecked}
        >
          {CONDITIONS_TEXTS.accept}
        </CheckboxField>
        {alreadyAccepted ? (
          <p className={styles.hint}>{CONDITIONS_TEXTS.acceptedBefore}</p>
        ) : (
          !accepted && (
            <p id={HINT_ID} className={styles.hint}>
              {CONDITIONS_TEXTS.checkToStart}
            </p>
          )
        )}
        {accept.isError && (
          <p className={styles.failure} role="alert">
            {CONDITIONS_TEXTS.notRecorded} {errorMessage(accept.error)}
          </p>
        )}
        <Button
          onPress={start}
          // Disabled, not pending, while the acceptance is recorded: a pending button announces itself by its id,
          // and this one is gone with the page once it succeeds, leaving an announcement with no name behind.
          isDisabled={!accepted || accept.isPending}
          aria-describedby={accepted ? undefined : HINT_ID}
        >
          {CONDITIONS_TEXTS.start}
        </Button>
      </div>
    </div>
  );
}

import { useState } from 'react';
import { ButtonLink } from '../../../../components/ui/ButtonLink.tsx';
import { CheckboxField } from '../../../../components/ui/CheckboxField.tsx';
import { wizardPath } from '../../utils/wizardPath.ts';
import { ReferencingOffer } from '../referencing/ReferencingOffer.tsx';
import { ReferencingConditions } from './ReferencingConditions.tsx';
import styles from './PublicationConditions.module.css';

const HINT_ID = 'conditions-a-accepter';

/** The conditions of referencing and what it buys, to be accepted before the wizard opens. */
export function PublicationConditions() {
  const [accepted, setAccepted] = useState(false);
  return (
    <div className={styles.conditions}>
      <ReferencingConditions />
      <ReferencingOffer />
      <div className={styles.acceptance}>
        <CheckboxField className={styles.accept} isSelected={accepted} onChange={setAccepted}>
          J'ai lu et j'accepte ces conditions
        </CheckboxField>
        {!accepted && (
          <p id={HINT_ID} className={styles.hint}>
            Cochez la case pour commencer la déclaration.
          </p>
        )}
        <ButtonLink
          to={wizardPath({ id: null, step: 1 })}
          isDisabled={!accepted}
          aria-describedby={accepted ? undefined : HINT_ID}
        >
          Commencer la déclaration
        </ButtonLink>
      </div>
    </div>
  );
}

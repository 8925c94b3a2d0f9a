import { useState } from 'react';
import { Checkbox } from 'react-aria-components/Checkbox';
import { wizardPath } from '../../utils/wizardPath.ts';
import { ButtonLink } from '../list/ButtonLink.tsx';
import { ReferencingConditions } from './ReferencingConditions.tsx';
import styles from './PublicationConditions.module.css';

const HINT_ID = 'conditions-a-accepter';

/** The conditions of referencing, to be accepted before the wizard opens. */
export function PublicationConditions() {
  const [accepted, setAccepted] = useState(false);
  return (
    <div className={styles.conditions}>
      <ReferencingConditions />
      <div className={styles.acceptance}>
        <Checkbox className={styles.checkbox} isSelected={accepted} onChange={setAccepted}>
          {({ isSelected }) => (
            <>
              <span className={styles.mark} aria-hidden="true">
                {isSelected && (
                  <svg viewBox="0 0 16 16" width="14" height="14" focusable="false">
                    <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                )}
              </span>
              J'ai lu et j'accepte ces conditions
            </>
          )}
        </Checkbox>
        {!accepted && (
          <p id={HINT_ID} className={styles.hint}>
            Cochez la case pour commencer la déclaration.
          </p>
        )}
        <ButtonLink to={wizardPath({ id: null, step: 1 })} isDisabled={!accepted} aria-describedby={accepted ? undefined : HINT_ID}>
          Commencer la déclaration
        </ButtonLink>
      </div>
    </div>
  );
}

import { PASSWORD_HINT } from '../../../../domain/identity/password.ts';
import styles from './AccountForm.module.css';

/** The hint under a new password, referenced by the field's description so that screen readers read it too. */
export function PasswordHint({ id }: { id: string }) {
  return (
    <div id={id} className={styles.hint}>
      <p className={styles.hintTitle}>{PASSWORD_HINT.title}</p>
      <ul className={styles.hintList}>
        {PASSWORD_HINT.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className={styles.hintNote}>{PASSWORD_HINT.excluded}</p>
    </div>
  );
}

import { PASSWORD_HINT, passwordChecklist } from '../../../../domain/identity/password.ts';
import { usePasswordAnnouncement } from './usePasswordAnnouncement.ts';
import styles from './AccountForm.module.css';

export const RULE_MET = 'respectée';
export const RULE_UNMET = 'non respectée';

/**
 * The hint under a new password, referenced by the field's description so that screen readers read it too. Once the
 * user types, each line is ticked as its rule is kept and says so in words (« (respectée) »); the changes are
 * announced politely once typing pauses, never at each keystroke.
 */
export function PasswordHint({ id, password = '' }: { id: string; password?: string }) {
  const checks = passwordChecklist(password);
  const typed = password !== '';
  const announcement = usePasswordAnnouncement(checks, typed);
  const excluded = checks[checks.length - 1];
  const items = checks.slice(0, -1);
  return (
    <>
      <div id={id} className={styles.hint}>
        <p className={styles.hintTitle}>{PASSWORD_HINT.title}</p>
        <ul className={styles.checklist}>
          {items.map((check) => (
            <li key={check.label} className={typed && check.met ? styles.ruleMet : styles.rule}>
              <span className={styles.ruleMark} aria-hidden="true">
                {typed && check.met ? '✓' : '•'}
              </span>
              {check.label}
              {typed && ' '}
              {typed && <span className={styles.srOnly}>({check.met ? RULE_MET : RULE_UNMET})</span>}
            </li>
          ))}
        </ul>
        <p className={excluded?.met === false ? styles.ruleBroken : styles.hintNote}>
          {PASSWORD_HINT.excluded}
          {excluded?.met === false && ' '}
          {excluded?.met === false && <span className={styles.srOnly}>({RULE_UNMET})</span>}
        </p>
      </div>
      <p className={styles.srOnly} role="status">
        {announcement}
      </p>
    </>
  );
}

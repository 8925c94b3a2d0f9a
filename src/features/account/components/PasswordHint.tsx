import styles from './AccountForm.module.css';

/** The rules a new password must follow, as spec 1 §5 has the hint list them. */
export const PASSWORD_HINT_RULES = [
  'au moins 8 caractères',
  'un caractère spécial',
  'une majuscule',
  'un chiffre',
] as const;

/** The hint under a new password, referenced by the field's description so that screen readers read it too. */
export function PasswordHint({ id }: { id: string }) {
  return (
    <div id={id} className={styles.hint}>
      <p className={styles.hintTitle}>Votre mot de passe doit contenir :</p>
      <ul className={styles.hintList}>
        {PASSWORD_HINT_RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </div>
  );
}

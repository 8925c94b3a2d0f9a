import { useId } from 'react';
import { Link } from 'react-router-dom';
import { REGISTRATION_PRIVACY_NOTICE as NOTICE } from '../../../../domain/identity/privacyNotice.ts';
import styles from './AccountForm.module.css';

/** What the registration does with the person's data, under the form, with the way to the full text. */
export function RegistrationPrivacyNotice() {
  const titleId = useId();
  return (
    <section className={styles.privacy} aria-labelledby={titleId}>
      <h3 id={titleId}>{NOTICE.title}</h3>
      <p>{NOTICE.who}</p>
      <ul>
        <li>{NOTICE.retention}</li>
        <li>{NOTICE.recipients}</li>
      </ul>
      <p>{NOTICE.rights}</p>
      <p>
        {NOTICE.more} <Link to={NOTICE.link.to}>{NOTICE.link.label}</Link>.
      </p>
    </section>
  );
}

import type { IdentiteFacturation } from '../types.ts';
import styles from './BillingIdentity.module.css';

/** Who is invoiced: the company when one is declared, the person, the address, the SIRET, the VAT number and the e-mail. */
export function BillingIdentity({ identite }: { identite: IdentiteFacturation }) {
  const person = [identite.Civilite, identite.Prenom, identite.Nom].filter(Boolean).join(' ');
  const adresse = identite.Adresse;
  return (
    <address className={styles.identity}>
      {identite.RaisonSociale && <span className={styles.name}>{identite.RaisonSociale}</span>}
      <span className={identite.RaisonSociale ? undefined : styles.name}>{person}</span>
      {adresse && (
        <>
          <span>{adresse.NumeroEtVoie}</span>
          {adresse.ComplementsAdresse && <span>{adresse.ComplementsAdresse}</span>}
          <span>
            {adresse.CodePostal} {adresse.Ville}
          </span>
          <span>{adresse.Pays}</span>
        </>
      )}
      {identite.Siret && <span>SIRET {identite.Siret}</span>}
      {identite.NumeroTva && <span>N° de TVA intracommunautaire {identite.NumeroTva}</span>}
      <span>{identite.Email}</span>
    </address>
  );
}

import { Link } from 'react-router-dom';
import { CHECKOUT_TEXTS } from '../../../../domain/order/checkoutTexts.ts';
import type { ConditionsCommande } from '../../../../machines/checkout/types.ts';
import styles from './CheckoutPage.module.css';

/** Who the invoice is made out to, as the profile says (company and SIRET when declared), and where to change it. */
export function BillingIdentity({ facturation }: { facturation: ConditionsCommande['Facturation'] }) {
  const adresse = facturation.Adresse;
  const lines = [
    facturation.RaisonSociale,
    facturation.Siret ? `SIRET ${facturation.Siret}` : null,
    facturation.NumeroTva ? `N° de TVA intracommunautaire ${facturation.NumeroTva}` : null,
    [facturation.Civilite, facturation.Prenom, facturation.Nom].filter(Boolean).join(' '),
    ...(adresse
      ? [adresse.NumeroEtVoie, adresse.ComplementsAdresse, `${adresse.CodePostal} ${adresse.Ville}`, adresse.Pays]
      : []),
    facturation.Email,
  ].filter(Boolean);
  return (
    <section className={styles.card} aria-labelledby="facturation">
      <h2 id="facturation">{CHECKOUT_TEXTS.billingTitle}</h2>
      <address className={styles.address}>{lines.join('\n')}</address>
      <Link to="/profil">{CHECKOUT_TEXTS.editProfile}</Link>
    </section>
  );
}

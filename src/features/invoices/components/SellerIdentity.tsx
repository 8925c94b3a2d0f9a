import type { VendeurFacture } from '../api/getFacture.ts';
import styles from './InvoiceDocument.module.css';

/** The seller as the invoice must name it: name, address, legal form and capital, RCS, SIREN and VAT number. */
export function SellerIdentity({ vendeur }: { vendeur: VendeurFacture }) {
  return (
    <address className={styles.seller}>
      <span className={styles.sellerName}>{vendeur.RaisonSociale}</span>
      <span>{vendeur.Adresse}</span>
      <span>
        {vendeur.CodePostal} {vendeur.Ville} ({vendeur.CodePays})
      </span>
      <span>
        {vendeur.FormeJuridique} au capital de {vendeur.Capital}
      </span>
      {/* The registration as the seller's settings write it (« RCS Paris 732 829 320 »). */}
      <span>{vendeur.Rcs}</span>
      <span>SIREN {vendeur.Siren}</span>
      <span>N° de TVA intracommunautaire {vendeur.NumeroTva}</span>
    </address>
  );
}

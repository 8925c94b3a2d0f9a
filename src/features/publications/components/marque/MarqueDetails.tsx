import { NOT_GIVEN } from '../../../../../domain/publication/labels.ts';
import type { Marque } from '../../api/getMarques.ts';
import { phoneLine, streetLine, townLine } from '../../utils/marqueAddress.ts';
import styles from './MarqueDetails.module.css';

export interface MarqueDetailsProps {
  marque: Marque;
  /** The name of the brand's country, once the list of countries is known. */
  pays: string | undefined;
  headingId: string;
}

/** What the referencing provider holds of a brand, as the author checks it before reporting a correction. */
export function MarqueDetails({ marque, pays, headingId }: MarqueDetailsProps) {
  const adresse = marque.Adresse;
  const complements = [adresse.ComplementsAdresse, adresse.ComplementsLocalisation].filter(Boolean);
  const site = adresse.SiteInternet.Valeur?.trim();
  return (
    <section className={styles.details} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        {marque.Libelle}
      </h3>
      {marque.Note && <p className={styles.note}>{marque.Note}</p>}
      <dl className={styles.list}>
        <div className={styles.item}>
          <dt>Adresse</dt>
          <dd>
            <address className={styles.address}>
              {[streetLine(adresse), ...complements, townLine(adresse), pays].filter(Boolean).map((line, index) => (
                <span key={index}>{line}</span>
              ))}
            </address>
          </dd>
        </div>
        <div className={styles.item}>
          <dt>Téléphone</dt>
          <dd>{phoneLine(adresse.Telephone) || NOT_GIVEN}</dd>
        </div>
        <div className={styles.item}>
          <dt>Téléphone portable</dt>
          <dd>{phoneLine(adresse.TelephonePortable) || NOT_GIVEN}</dd>
        </div>
        <div className={styles.item}>
          <dt>E-mail</dt>
          <dd>{adresse.Email.Valeur?.trim() || NOT_GIVEN}</dd>
        </div>
        <div className={styles.item}>
          <dt>Site internet</dt>
          <dd>{site || NOT_GIVEN}</dd>
        </div>
        <div className={styles.item}>
          <dt>Gencod éditeur</dt>
          <dd>{marque.Data.GencodEditeur?.trim() || NOT_GIVEN}</dd>
        </div>
      </dl>
    </section>
  );
}

import { NOT_GIVEN } from '../../../../../domain/publication/labels.ts';
import type { Marque } from '../../api/getMarques.ts';
import { phoneLine, streetLine, townLine } from '../../utils/marqueAddress.ts';
import styles from './MarqueDetails.module.css';
import { Fact } from '../../../../components/ui/Fact.tsx';

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
        <Fact term="Adresse" className={styles.item}>
          <address className={styles.address}>
            {[streetLine(adresse), ...complements, townLine(adresse), pays].filter(Boolean).map((line, index) => (
              <span key={index}>{line}</span>
            ))}
          </address>
        </Fact>
        <Fact term="Téléphone" className={styles.item}>
          {phoneLine(adresse.Telephone) || NOT_GIVEN}
        </Fact>
        <Fact term="Téléphone portable" className={styles.item}>
          {phoneLine(adresse.TelephonePortable) || NOT_GIVEN}
        </Fact>
        <Fact term="E-mail" className={styles.item}>
          {adresse.Email.Valeur?.trim() || NOT_GIVEN}
        </Fact>
        <Fact term="Site internet" className={styles.item}>
          {site || NOT_GIVEN}
        </Fact>
        <Fact term="Gencod éditeur" className={styles.item}>
          {marque.Data.GencodEditeur?.trim() || NOT_GIVEN}
        </Fact>
      </dl>
    </section>
  );
}

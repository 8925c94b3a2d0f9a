import { useId } from 'react';
import { formatDate } from '../../../../../domain/frenchDates.ts';
import { formatPrice } from '../../../../../domain/formatPrice.ts';
import { FICHE_LIBRAIRE_TEXTS as T } from '../../../../../domain/publication/ficheLibraireTexts.ts';
import { pendingPriceSentence } from '../../../../../domain/publication/priceChange.ts';
import { coverAlt, NOT_GIVEN } from '../../../../../domain/publication/labels.ts';
import type { FicheLibraire as Fiche } from '../../api/getFicheLibraire.ts';
import { formatEan } from '../../utils/formatEan.ts';
import { CoverImage } from '../CoverImage.tsx';
import { titleOf } from '../list/publicationText.ts';
import styles from './FicheLibraire.module.css';

export interface FicheLibraireProps {
  fiche: Fiche;
}

type FactKey = keyof typeof T.labels;

/** The price in force, and the one announced for a day to come: « 18,50 € (14,00 € à partir du 1er février 2027) ». */
function priceFact(fiche: Fiche): string | null {
  const next = fiche.PrixAVenir && pendingPriceSentence(fiche.PrixAVenir.PrixTTCCentimes, fiche.PrixAVenir.DateEffet);
  if (fiche.PrixTTCCentimes === null) return next;
  const current = formatPrice(fiche.PrixTTCCentimes);
  return next ? `${current} (${next})` : current;
}

/** The facts of the card, in the order a bookseller's record lists them. */
function facts(fiche: Fiche): [FactKey, string | null][] {
  return [
    ['Ean', fiche.Ean === '' ? null : formatEan(fiche.Ean)],
    ['Marque', fiche.Marque],
    ['Editeur', fiche.Editeur],
    ['Distributeur', fiche.Distributeur],
    ['PrixTTC', priceFact(fiche)],
    ['Disponibilite', fiche.Disponibilite],
    ['DateParution', fiche.DateParution === null ? null : formatDate(fiche.DateParution)],
    ['Format', fiche.Format],
    ['Dimensions', fiche.Dimensions],
    ['NombrePages', fiche.NombrePages === null ? null : T.pages(fiche.NombrePages)],
    ['Sujet', fiche.Sujet],
    // A subject has no CLIL category when none could be checked: the row is left out rather than shown missing.
    ...(fiche.Clil === null ? [] : [['Clil', fiche.Clil] as [FactKey, string]]),
  ];
}

/** A publication as a bookseller's record card shows it: the cover beside the facts, then what the catalogue lacks. */
export function FicheLibraire({ fiche }: FicheLibraireProps) {
  const titre = titleOf(fiche);
  return (
    <article className={styles.card} aria-label={T.cardLabel(titre)}>
      <div className={styles.cover}>
        <CoverImage source={fiche.Couverture} alt={coverAlt(titre)} size="large" />
      </div>
      <div className={styles.body}>
        <header className={styles.heading}>
          {fiche.Collection && <p className={styles.collection}>{fiche.Collection}</p>}
          <h3 className={fiche.Titre === null ? `${styles.title} ${styles.missing}` : styles.title}>{titre}</h3>
          {fiche.SousTitre && <p className={styles.subtitle}>{fiche.SousTitre}</p>}
          {fiche.Contributeurs.length > 0 ? (
            <ul className={styles.contributors} aria-label={T.labels.Contributeurs}>
              {fiche.Contributeurs.map((c, index) => (
                <li key={`${index}-${c.Nom}`}>
                  <span className={styles.name}>{c.Nom}</span> <span className={styles.role}>({c.Role})</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.missing}>{T.noContributor}</p>
          )}
        </header>
        <dl className={styles.facts}>
          {facts(fiche).map(([key, value]) => (
            <div key={key} className={styles.fact}>
              <dt>{T.labels[key]}</dt>
              <dd className={value === null ? styles.missing : undefined}>{value ?? NOT_GIVEN}</dd>
            </div>
          ))}
          <div className={`${styles.fact} ${styles.wide}`}>
            <dt>{T.labels.Resume}</dt>
            <dd className={fiche.Resume === null ? styles.missing : styles.text}>{fiche.Resume ?? NOT_GIVEN}</dd>
          </div>
        </dl>
      </div>
      <MissingForCatalogue manques={fiche.Manques} />
    </article>
  );
}

function MissingForCatalogue({ manques }: { manques: string[] }) {
  const titleId = useId();
  if (manques.length === 0) return <p className={styles.complete}>{T.complete}</p>;
  return (
    <section className={styles.manques} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.manquesTitle}>
        {T.missingTitle}
      </h3>
      <ul className={styles.manquesList}>
        {manques.map((manque) => (
          <li key={manque}>{manque}</li>
        ))}
      </ul>
    </section>
  );
}

import { SanitizedHtml } from '../../../components/content/SanitizedHtml.tsx';
import type { Contenu } from '../../../lib/api/types.ts';
import { TYPE_ELEMENT_CONTENU } from '../../../../domain/referenceIds.ts';
import { sortedElements } from '../utils/contentElements.ts';
import styles from './ContentBody.module.css';

/**
 * The body of an editorial block: its texts and images in order. The title is left to the caller, which knows
 * whether it heads a page or a dialog.
 */
export function ContentBody({ contenu }: { contenu: Contenu }) {
  const elements = sortedElements(contenu).filter((element) => element.Nom !== 'Titre');
  return (
    <div className={styles.body}>
      {elements.map((element) => {
        if (element.IdTypeContenuElement === TYPE_ELEMENT_CONTENU.texte && element.Valeur) {
          return <SanitizedHtml key={element.Id} html={element.Valeur} />;
        }
        if (element.IdTypeContenuElement === TYPE_ELEMENT_CONTENU.image && element.ContenuElementFichier) {
          return (
            <img
              key={element.Id}
              className={styles.image}
              src={element.ContenuElementFichier.Data}
              alt={element.Description ?? ''}
              loading="lazy"
            />
          );
        }
        return null;
      })}
    </div>
  );
}

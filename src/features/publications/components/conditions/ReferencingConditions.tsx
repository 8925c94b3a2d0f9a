import { EAN_LENGTH, ISBN_PREFIXES_TEXT } from '../../../../../domain/ean.ts';
import { COVER_LIMITS } from '../../../../../domain/publication/coverFiles.ts';
import { PUBLICATION_LIMITS } from '../../../../../domain/publication/limits.ts';
import styles from './PublicationConditions.module.css';

/** What an author commits to before declaring a book for the book-trade catalogue. */
export function ReferencingConditions() {
  return (
    <ol className={styles.list}>
      <li>
        <strong>Un ISBN attribué à ce livre.</strong> Le livre doit porter un ISBN sous la forme d'un EAN de{' '}
        {EAN_LENGTH} chiffres commençant par {ISBN_PREFIXES_TEXT}, obtenu auprès de l'AFNIL (Agence francophone pour la
        numérotation internationale du livre). Un même ISBN ne peut désigner qu'une seule édition.
      </li>
      <li>
        <strong>Les droits sur l'ouvrage.</strong> Vous déclarez être l'auteur du livre ou détenir les droits
        nécessaires à sa publication et à sa diffusion, y compris sur la couverture et les textes fournis.
      </li>
      <li>
        <strong>La transmission au catalogue.</strong> Les informations saisies sont transmises au catalogue de la
        librairie, consulté par les libraires et les bibliothèques. Elles sont d'abord vérifiées par notre équipe de
        modération, qui peut refuser une publication incomplète ou non conforme.
      </li>
      <li>
        <strong>Les couvertures.</strong> Les images sont au format JPG ou PNG (la quatrième de couverture peut aussi
        être un PDF), mesurent au moins {COVER_LIMITS.minHeight} pixels de haut et pèsent {COVER_LIMITS.maxMegabytes} Mo
        au plus.
      </li>
      <li>
        <strong>Le résumé.</strong> Il est rédigé en français et compte {PUBLICATION_LIMITS.resumeMaxLength} caractères
        au plus.
      </li>
    </ol>
  );
}

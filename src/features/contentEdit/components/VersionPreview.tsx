import { useEffect, useRef } from 'react';
import { CONTENT_EDIT_TEXTS } from '../../../../domain/content/editTexts.ts';
import { formatDateHourMinute } from '../../../../domain/frenchDates.ts';
import { TYPE_ELEMENT_CONTENU } from '../../../../domain/referenceIds.ts';
import type { Contenu, ContenuElement, ContenuVersion } from '../../../../machines/contentEdit/types.ts';
import { SanitizedHtml } from '../../../components/content/SanitizedHtml.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { parseFaq } from '../../content/public.ts';
import styles from './ContentEditFields.module.css';

const T = CONTENT_EDIT_TEXTS.history.preview;

type VersionElement = ContenuVersion['ContenuElements'][number];

/** An element's value in the version, as the page would show it. */
function ValueOf({ element, kept, label }: { element: ContenuElement; kept: VersionElement; label: string }) {
  const valeur = kept.Valeur;
  switch (element.IdTypeContenuElement) {
    case TYPE_ELEMENT_CONTENU.image:
      if (kept.ContenuElementFichier === undefined) return <p className={styles.note}>{T.imageNotKept}</p>;
      if (kept.ContenuElementFichier === null) return <p className={styles.note}>{T.noImage}</p>;
      return <img className={styles.previewImage} src={kept.ContenuElementFichier.Data} alt={T.imageAlt(label)} />;
    case TYPE_ELEMENT_CONTENU.booleen:
      return <p>{valeur === 'true' ? T.yes : T.no}</p>;
    case TYPE_ELEMENT_CONTENU.faq: {
      const categories = parseFaq(valeur);
      return (
        <ul className={styles.previewFaq}>
          {categories.map((categorie, index) => (
            <li key={`${categorie.Nom}-${index}`}>
              {categorie.Nom} ({T.questions(categorie.Questions.length)})
              <ul>
                {categorie.Questions.map((question) => (
                  <li key={question.Id}>{question.Enonce}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      );
    }
    default:
      if (!valeur) return <p className={styles.note}>{T.empty}</p>;
      // Texts are stored as the server sanitised them; a title is plain text.
      return element.Nom === 'Titre' ? <p>{valeur}</p> : <SanitizedHtml html={valeur} />;
  }
}

/** Whether the version's element differs from the block as it is now. */
function differs(element: ContenuElement, kept: VersionElement): boolean {
  if (element.IdTypeContenuElement === TYPE_ELEMENT_CONTENU.image)
    return (
      kept.ContenuElementFichier !== undefined &&
      kept.ContenuElementFichier?.Data !== element.ContenuElementFichier?.Data
    );
  return (kept.Valeur ?? '') !== (element.Valeur ?? '');
}

export interface VersionPreviewProps {
  version: ContenuVersion;
  /** The block as it is now, for its elements' names, types and order. */
  current: Contenu;
  isRestoring: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * The version a restore brings back, shown before it replaces the block: its date and author, then each element as
 * it was (those that differ from now are marked), and « Restaurer cette version » or « Annuler ». The focus moves to
 * its title when it opens, so that a screen reader starts reading there.
 */
export function VersionPreview({ version, current, isRestoring, onConfirm, onCancel }: VersionPreviewProps) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), [version.Id]);
  const date = formatDateHourMinute(version.DateRemplacement);
  const kept = new Map(version.ContenuElements.map((element) => [element.Id, element]));
  const elements = [...current.ContenuElements]
    .sort((a, b) => a.Rang - b.Rang)
    .flatMap((element) => {
      const inVersion = kept.get(element.Id);
      return inVersion ? [{ element, inVersion }] : [];
    });

  return (
    <section aria-labelledby="content-edit-preview" className={styles.preview}>
      <h3 id="content-edit-preview" ref={title} tabIndex={-1} className={styles.sectionTitle}>
        {T.title(date)}
      </h3>
      <p className={styles.note}>{T.author(version.RemplacePar)}</p>
      <p>{T.intro}</p>
      <dl className={styles.previewElements} aria-label={T.label}>
        {elements.map(({ element, inVersion }) => {
          const label = element.Libelle ?? element.Nom;
          return (
            <div key={element.Id} className={styles.previewElement}>
              <dt className={styles.label}>
                {label}
                {differs(element, inVersion) && <span className={styles.previewChanged}> — {T.changed}</span>}
              </dt>
              <dd className={styles.previewValue}>
                <ValueOf element={element} kept={inVersion} label={label} />
              </dd>
            </div>
          );
        })}
      </dl>
      <div className={styles.previewActions}>
        <Button variant="secondary" onPress={onCancel} isDisabled={isRestoring}>
          {T.cancel}
        </Button>
        <Button onPress={onConfirm} isPending={isRestoring}>
          {isRestoring ? CONTENT_EDIT_TEXTS.history.restoring : T.confirm}
        </Button>
      </div>
    </section>
  );
}

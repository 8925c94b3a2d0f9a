import { CONTENT_EDIT_TEXTS } from '../../../../domain/content/editTexts.ts';
import { TYPE_ELEMENT_CONTENU } from '../../../../domain/referenceIds.ts';
import type { ContentDraft, ContenuElement } from '../../../../machines/contentEdit/types.ts';
import { TextField } from '../../../components/ui/TextField.tsx';
import type { ContentEditActorRef } from '../hooks/useContentEditActor.ts';
import { RichTextField } from '../fields/RichTextField.tsx';
import { BooleanField } from './BooleanField.tsx';
import { FaqField } from './FaqField.tsx';
import { ImageField } from './ImageField.tsx';
import styles from './ContentEditFields.module.css';

export interface ElementFieldProps {
  element: ContenuElement;
  draft: ContentDraft;
  actor: ContentEditActorRef;
}

/** One element of the block, edited by its type (spec 1 §3: 1 text, 2 image, 3 FAQ, 4 boolean). */
export function ElementField({ element, draft, actor }: ElementFieldProps) {
  const label = element.Libelle ?? element.Nom;
  const description = element.Description ?? undefined;
  const idElement = element.Id;
  const value = draft.values[idElement] ?? null;
  const change = (valeur: string | null) => actor.send({ type: 'contentEdit.valueChanged', idElement, valeur });

  switch (element.IdTypeContenuElement) {
    case TYPE_ELEMENT_CONTENU.texte:
      // A title is one line the pages show as text: no formatting to offer.
      return element.Nom === 'Titre' ? (
        <TextField label={label} description={description} value={value ?? ''} onChange={change} />
      ) : (
        <RichTextField label={label} description={description} value={value ?? ''} onChange={change} />
      );
    case TYPE_ELEMENT_CONTENU.image:
      return (
        <ImageField
          element={element}
          label={label}
          draft={draft.images[idElement] ?? { kind: 'keep' }}
          onChosen={(file) => actor.send({ type: 'contentEdit.imageChosen', idElement, file })}
          onRemoved={() => actor.send({ type: 'contentEdit.imageRemoved', idElement })}
          onKept={() => actor.send({ type: 'contentEdit.imageKept', idElement })}
        />
      );
    case TYPE_ELEMENT_CONTENU.faq:
      return <FaqField label={label} value={value} onChange={change} />;
    case TYPE_ELEMENT_CONTENU.booleen:
      return <BooleanField label={label} description={description} value={value} onChange={change} />;
    default:
      return (
        <div className={styles.field}>
          <span className={styles.label}>{label}</span>
          <p className={styles.note}>{CONTENT_EDIT_TEXTS.unknownElement}</p>
        </div>
      );
  }
}

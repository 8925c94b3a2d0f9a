import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useFaqEditor } from './faqEditorContext.ts';
import { FaqEditorAnswerField } from './FaqEditorAnswerField.tsx';
import { FaqEditorItemControls } from './FaqEditorItemControls.tsx';
import { questionPointer, type CategoryPath, type FaqQuestion } from './faqEditorTree.ts';
import styles from './FaqEditor.module.css';

export interface FaqEditorQuestionProps {
  question: FaqQuestion;
  categoryPath: CategoryPath;
  index: number;
  count: number;
}

/** One question: its statement, its answer, and the controls that move or delete it. */
export function FaqEditorQuestion({ question, categoryPath, index, count }: FaqEditorQuestionProps) {
  const editor = useFaqEditor();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: question.Id,
    attributes: { roleDescription: 'élément déplaçable' },
  });
  const pointer = questionPointer(categoryPath, index);
  const { byPointer } = editor.errors;
  const number = index + 1;
  const titleId = editor.controlId(question.Id, 'enonce') + '-title';
  const here = editor.categories.findIndex(({ path }) => path.join('.') === categoryPath.join('.'));

  return (
    <li
      ref={setNodeRef}
      className={`${styles.item} ${styles.question} ${isDragging ? styles.dragging : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <div role="group" className={styles.itemBody} aria-labelledby={titleId}>
        <div className={styles.itemHeader}>
          <p id={titleId} className={styles.itemTitle}>
            Question {number}
          </p>
          <FaqEditorItemControls
            subject={`la question ${number}`}
            itemKey={question.Id}
            handleRef={setActivatorNodeRef}
            handleAttributes={attributes}
            handleListeners={listeners}
            canMoveUp={index > 0}
            canMoveDown={index < count - 1}
            onMove={(offset, pressed) => editor.moveQuestion(categoryPath, index, index + offset, pressed)}
            onDelete={() => editor.askRemoveQuestion(categoryPath, index)}
          />
        </div>
        <TextField
          id={editor.controlId(question.Id, 'enonce')}
          label={`Énoncé de la question ${number}`}
          value={question.Enonce}
          onChange={(Enonce) => editor.editQuestion(categoryPath, index, { Enonce })}
          errorMessage={byPointer[`${pointer}/Enonce`] ?? byPointer[`${pointer}/Id`]}
        />
        <FaqEditorAnswerField
          label={`Réponse à la question ${number}`}
          value={question.Contenu}
          onChange={(Contenu) => editor.editQuestion(categoryPath, index, { Contenu })}
          errorMessage={byPointer[`${pointer}/Contenu`]}
        />
        {editor.categories.length > 1 && (
          <SelectField
            label={`Catégorie de la question ${number}`}
            options={editor.categories.map(({ label }, id) => ({ id, label }))}
            selectedId={here}
            onChange={(id) => {
              const target = id === null ? undefined : editor.categories[id];
              if (target && id !== here) editor.moveQuestionTo(categoryPath, index, target.path);
            }}
          />
        )}
      </div>
    </li>
  );
}

import { SelectField } from '../../../components/ui/SelectField.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { useFaqEditor } from './faqEditorContext.ts';
import { FaqEditorAnswerField } from './FaqEditorAnswerField.tsx';
import { FaqEditorItem } from './FaqEditorItem.tsx';
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
  const pointer = questionPointer(categoryPath, index);
  const { byPointer } = editor.errors;
  const number = index + 1;
  const titleId = editor.controlId(question.Id, 'enonce') + '-title';
  const here = editor.categories.findIndex(({ path }) => path.join('.') === categoryPath.join('.'));

  return (
    <FaqEditorItem
      className={styles.question}
      itemKey={question.Id}
      titleId={titleId}
      title={`Question ${number}`}
      subject={`la question ${number}`}
      index={index}
      count={count}
      onMove={(offset, pressed) => editor.moveQuestion(categoryPath, index, index + offset, pressed)}
      onDelete={() => editor.askRemoveQuestion(categoryPath, index)}
    >
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
    </FaqEditorItem>
  );
}

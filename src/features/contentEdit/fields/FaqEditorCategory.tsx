import { CONTENT_LIMITS } from '../../../../domain/content/limits.ts';
import type { FaqCategorie } from '../../../../domain/content/faq.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { TextField } from '../../../components/ui/TextField.tsx';
import { categoryName, questionName } from './faqEditorAnnouncements.ts';
import { useFaqEditor } from './faqEditorContext.ts';
import { FaqEditorItem } from './FaqEditorItem.tsx';
import { categoryKey } from './faqEditorKeys.ts';
import { FaqEditorQuestion } from './FaqEditorQuestion.tsx';
import { FaqEditorSortableList } from './FaqEditorSortableList.tsx';
import { categoryNumber, categoryPointer, type CategoryPath } from './faqEditorTree.ts';
import styles from './FaqEditor.module.css';

export interface FaqEditorCategoryProps {
  categorie: FaqCategorie;
  path: CategoryPath;
  /** How many categories share its parent. */
  count: number;
}

/** One category: its name, its questions and its sub-categories, each list with its own add button. */
export function FaqEditorCategory({ categorie, path, count }: FaqEditorCategoryProps) {
  const editor = useFaqEditor();
  const key = categoryKey(categorie);
  const number = categoryNumber(path);
  const index = path.at(-1) ?? 0;
  const titleId = `${editor.controlId(key, 'nom')}-title`;
  const kind = path.length === 1 ? 'Catégorie' : 'Sous-catégorie';
  const title = categorie.Nom.trim() === '' ? `${kind} ${number}` : `${kind} ${number} : ${categorie.Nom.trim()}`;
  const nameOfQuestion = (id: string) => {
    const index = categorie.Questions.findIndex((question) => question.Id === id);
    const question = categorie.Questions[index];
    return question ? questionName(question, index + 1) : '';
  };

  return (
    <FaqEditorItem
      className={styles.category}
      itemKey={key}
      titleId={titleId}
      title={title}
      subject={`la catégorie ${number}`}
      index={index}
      count={count}
      onMove={(offset, pressed) => editor.moveCategory(path, index + offset, pressed)}
      onDelete={() => editor.askRemoveCategory(path)}
    >
      <TextField
        id={editor.controlId(key, 'nom')}
        label={`Nom de la catégorie ${number}`}
        value={categorie.Nom}
        onChange={(Nom) => editor.renameCategory(path, Nom)}
        errorMessage={editor.errors.byPointer[`${categoryPointer(path)}/Nom`]}
      />
      {categorie.Questions.length > 0 && (
        <FaqEditorSortableList
          ids={categorie.Questions.map((question) => question.Id)}
          label={`Questions de la catégorie ${number}`}
          nameOf={(id) => nameOfQuestion(String(id))}
          onMove={(from, to) => editor.moveQuestion(path, from, to)}
        >
          {categorie.Questions.map((question, q) => (
            <FaqEditorQuestion
              key={question.Id}
              question={question}
              categoryPath={path}
              index={q}
              count={categorie.Questions.length}
            />
          ))}
        </FaqEditorSortableList>
      )}
      {categorie.Categories.length > 0 && (
        <FaqEditorCategoryList
          categories={categorie.Categories}
          parent={path}
          label={`Sous-catégories de la catégorie ${number}`}
        />
      )}
      <div className={styles.adds}>
        <Button
          variant="secondary"
          className={styles.add}
          id={editor.controlId(key, 'addQuestion')}
          aria-label={`Ajouter une question à la catégorie ${number}`}
          onPress={() => editor.addQuestion(path)}
        >
          Ajouter une question
        </Button>
        {path.length < CONTENT_LIMITS.faqMaxDepth && (
          <Button
            variant="secondary"
            className={styles.add}
            id={editor.controlId(key, 'addCategory')}
            aria-label={`Ajouter une sous-catégorie à la catégorie ${number}`}
            onPress={() => editor.addCategory(path)}
          >
            Ajouter une sous-catégorie
          </Button>
        )}
      </div>
    </FaqEditorItem>
  );
}

export interface FaqEditorCategoryListProps {
  categories: readonly FaqCategorie[];
  /** The path of the category they are under, `[]` for the top categories. */
  parent: CategoryPath;
  label: string;
}

/** Sibling categories, reordered by dragging or with their buttons. */
export function FaqEditorCategoryList({ categories, parent, label }: FaqEditorCategoryListProps) {
  const editor = useFaqEditor();
  const keys = categories.map(categoryKey);
  return (
    <FaqEditorSortableList
      ids={keys}
      label={label}
      nameOf={(id) => {
        const index = keys.indexOf(String(id));
        const categorie = categories[index];
        return categorie ? categoryName(categorie, categoryNumber([...parent, index])) : '';
      }}
      onMove={(from, to) => editor.moveCategory([...parent, from], to)}
    >
      {categories.map((categorie, index) => (
        <FaqEditorCategory
          key={keys[index]}
          categorie={categorie}
          path={[...parent, index]}
          count={categories.length}
        />
      ))}
    </FaqEditorSortableList>
  );
}

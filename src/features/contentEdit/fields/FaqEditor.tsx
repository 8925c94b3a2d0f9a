import { useEffect, useId, useMemo, useState } from 'react';
import type { FaqCategorie } from '../../../../domain/content/faq.ts';
import { Button } from '../../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { categoryName, placeLabel, questionName, sentenceStart } from './faqEditorAnnouncements.ts';
import { FaqEditorContext, type FaqControl, type FaqEditorApi } from './faqEditorContext.ts';
import { FaqEditorCategoryList } from './FaqEditorCategory.tsx';
import { faqEditorErrors } from './faqEditorErrors.ts';
import { categoryKey, keyedValue } from './faqEditorKeys.ts';
import * as tree from './faqEditorTree.ts';
import type { CategoryPath } from './faqEditorTree.ts';
import hidden from '../../../components/ui/VisuallyHidden.module.css';
import styles from './FaqEditor.module.css';

export interface FaqEditorProps {
  label: string;
  value: FaqCategorie[];
  onChange(value: FaqCategorie[]): void;
}

type Removal = { path: CategoryPath; question?: number };

/** The button that was pressed to move an item: the focus stays on it, or goes to the other one at an end. */
type MoveButton = 'up' | 'down';

const ROOT_KEY = 'racine';

/**
 * The FAQ of a content block (spec 1 §3) as an editable tree: categories nested, each with its name, questions and
 * sub-categories; items added, renamed, reordered (drag handle, keyboard or « Monter » / « Descendre ») and deleted
 * after a confirmation. The FAQ's own rules are checked on every change and their messages shown at their field.
 */
export function FaqEditor({ label, value: given, onChange: report }: FaqEditorProps) {
  const prefix = useId();
  const [reported, setReported] = useState<FaqCategorie[] | null>(null);
  const value = useMemo(() => keyedValue(given, reported), [given, reported]);
  const onChange = (next: FaqCategorie[]) => {
    setReported(next);
    report(next);
  };
  const [removal, setRemoval] = useState<Removal | null>(null);
  // An object, so that asking for the same control twice focuses it twice.
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);
  const [status, setStatus] = useState('');
  const errors = useMemo(() => faqEditorErrors(value), [value]);
  const categories = useMemo(
    () =>
      tree.allCategories(value).map(({ path, categorie }) => ({
        path,
        label: `${tree.categoryNumber(path)} ${categorie.Nom.trim() || '(sans nom)'}`,
      })),
    [value],
  );

  useEffect(() => {
    if (!focusRequest) return;
    // A closing confirmation gives the focus back to its opener on the next frame: this comes after it.
    const frame = requestAnimationFrame(() => document.getElementById(focusRequest.id)?.focus());
    return () => cancelAnimationFrame(frame);
  }, [focusRequest]);

  const controlId = (key: string, control: FaqControl) => `${prefix}-${key}-${control}`;
  const focus = (key: string, control: FaqControl) => setFocusRequest({ id: controlId(key, control) });
  const keyAt = (next: readonly FaqCategorie[], path: CategoryPath) => {
    const categorie = tree.categoryAt(next, path);
    return categorie ? categoryKey(categorie) : ROOT_KEY;
  };

  function announceMove(name: string, to: number, count: number) {
    setStatus(`${sentenceStart(name)} déplacée en ${placeLabel(to + 1, count)}.`);
  }

  /** After a move by button: the pressed button, or the other one once the item has reached an end. */
  function focusAfterMove(key: string, to: number, count: number, pressed: MoveButton) {
    const atEnd = pressed === 'up' ? to === 0 : to === count - 1;
    focus(key, atEnd ? (pressed === 'up' ? 'down' : 'up') : pressed);
  }

  const api: FaqEditorApi = {
    errors,
    controlId,
    renameCategory: (path, Nom) => onChange(tree.renameCategory(value, path, Nom)),
    addCategory(parent) {
      const added = tree.addCategory(value, parent);
      onChange(added.tree);
      focus(keyAt(added.tree, added.path), 'nom');
    },
    moveCategory(path, to, pressed) {
      const categorie = tree.categoryAt(value, path);
      const count =
        path.length === 1 ? value.length : (tree.categoryAt(value, path.slice(0, -1))?.Categories.length ?? 0);
      if (!categorie || to < 0 || to >= count) return;
      onChange(tree.moveCategory(value, path, to));
      announceMove(categoryName(categorie, tree.categoryNumber(path)), to, count);
      if (pressed) focusAfterMove(categoryKey(categorie), to, count, pressed);
    },
    askRemoveCategory: (path) => setRemoval({ path }),
    addQuestion(path) {
      const Id = crypto.randomUUID();
      onChange(tree.addQuestion(value, path, Id));
      focus(Id, 'enonce');
    },
    editQuestion: (path, index, changes) => onChange(tree.editQuestion(value, path, index, changes)),
    moveQuestion(path, from, to, pressed) {
      const questions = tree.categoryAt(value, path)?.Questions ?? [];
      const question = questions[from];
      if (!question || to < 0 || to >= questions.length) return;
      onChange(tree.moveQuestion(value, path, from, to));
      announceMove(questionName(question, from + 1), to, questions.length);
      if (pressed) focusAfterMove(question.Id, to, questions.length, pressed);
    },
    askRemoveQuestion: (path, question) => setRemoval({ path, question }),
    categories,
    moveQuestionTo(path, index, target) {
      const question = tree.categoryAt(value, path)?.Questions[index];
      const destination = tree.categoryAt(value, target);
      if (!question || !destination) return;
      onChange(tree.moveQuestionToCategory(value, path, index, target));
      setStatus(
        `${sentenceStart(questionName(question, index + 1))} déplacée dans ${categoryName(destination, tree.categoryNumber(target))}.`,
      );
      focus(question.Id, 'enonce');
    },
  };

  const removed = removal && describeRemoval(value, removal);

  function confirmRemoval() {
    if (!removal || !removed) return;
    const { path, question } = removal;
    if (question === undefined) {
      onChange(tree.removeCategory(value, path));
      focus(keyAt(value, path.slice(0, -1)), 'addCategory');
    } else {
      onChange(tree.removeQuestion(value, path, question));
      focus(keyAt(value, path), 'addQuestion');
    }
    setStatus(`${sentenceStart(removed.name)} a été supprimée.`);
    setRemoval(null);
  }

  const labelId = `${prefix}-label`;
  return (
    <FaqEditorContext value={api}>
      <div role="group" aria-labelledby={labelId} className={styles.editor}>
        <p id={labelId} className={styles.label}>
          {label}
        </p>
        {errors.general.length > 0 && (
          <ul className={styles.generalErrors}>
            {errors.general.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
        {value.length === 0 ? (
          <p className={styles.empty}>La FAQ ne contient encore aucune catégorie.</p>
        ) : (
          <FaqEditorCategoryList categories={value} parent={[]} label="Catégories de premier niveau" />
        )}
        <div className={styles.adds}>
          <Button
            variant="secondary"
            className={styles.add}
            id={controlId(ROOT_KEY, 'addCategory')}
            onPress={() => api.addCategory([])}
          >
            Ajouter une catégorie
          </Button>
        </div>
        <p className={hidden.srOnly} role="status">
          {status}
        </p>
      </div>
      <ConfirmDialog
        isOpen={removed !== null}
        title={removed ? `Supprimer ${removed.name} ?` : ''}
        confirmLabel="Supprimer"
        pendingLabel="Suppression en cours..."
        isDestructive
        isPending={false}
        onConfirm={confirmRemoval}
        onCancel={() => setRemoval(null)}
      >
        {removed?.consequence} La FAQ du site ne change qu&apos;à l&apos;enregistrement.
      </ConfirmDialog>
    </FaqEditorContext>
  );
}

/** What the confirmation names and says will go with it. */
function describeRemoval(value: readonly FaqCategorie[], { path, question }: Removal) {
  const categorie = tree.categoryAt(value, path);
  if (!categorie) return null;
  if (question !== undefined) {
    const removedQuestion = categorie.Questions[question];
    return removedQuestion
      ? { name: questionName(removedQuestion, question + 1), consequence: 'Son énoncé et sa réponse seront supprimés.' }
      : null;
  }
  const isEmpty = categorie.Questions.length === 0 && categorie.Categories.length === 0;
  return {
    name: categoryName(categorie, tree.categoryNumber(path)),
    consequence: isEmpty
      ? 'Elle ne contient ni question ni sous-catégorie.'
      : 'Ses questions et ses sous-catégories seront supprimées avec elle.',
  };
}

import { createContext, useContext } from 'react';
import type { FaqEditorErrors } from './faqEditorErrors.ts';
import type { CategoryPath, FaqQuestion } from './faqEditorTree.ts';

/** The controls whose focus the editor moves after a change: the element ids are built from these. */
export type FaqControl = 'nom' | 'enonce' | 'up' | 'down' | 'addQuestion' | 'addCategory' | 'delete';

/** What every category and question of the tree does through the editor that holds the value. */
export interface FaqEditorApi {
  errors: FaqEditorErrors;
  /** The element id of a control of the category or question with that key (a question's key is its Id). */
  controlId(key: string, control: FaqControl): string;
  renameCategory(path: CategoryPath, Nom: string): void;
  addCategory(parent: CategoryPath): void;
  /** `pressed`: the button used, when not dragged; the focus then stays on the buttons. */
  moveCategory(path: CategoryPath, to: number, pressed?: 'up' | 'down'): void;
  askRemoveCategory(path: CategoryPath): void;
  addQuestion(path: CategoryPath): void;
  editQuestion(path: CategoryPath, index: number, changes: Partial<Omit<FaqQuestion, 'Id'>>): void;
  moveQuestion(path: CategoryPath, from: number, to: number, pressed?: 'up' | 'down'): void;
  askRemoveQuestion(path: CategoryPath, index: number): void;
  /** Every category, in reading order, labelled with its number and name: where a question can go. */
  categories: readonly { path: CategoryPath; label: string }[];
  /** The question taken to the end of another category. */
  moveQuestionTo(path: CategoryPath, index: number, target: CategoryPath): void;
}

export const FaqEditorContext = createContext<FaqEditorApi | null>(null);

export function useFaqEditor(): FaqEditorApi {
  const api = useContext(FaqEditorContext);
  if (!api) throw new Error('useFaqEditor is used outside FaqEditor');
  return api;
}

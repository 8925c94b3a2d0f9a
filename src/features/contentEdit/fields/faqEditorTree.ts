import type { FaqCategorie } from '../../../../domain/content/faq.ts';
import { editedCategory } from './faqEditorKeys.ts';

export type FaqQuestion = FaqCategorie['Questions'][number];

/** Where a category is: its index among the top categories, then among each parent's sub-categories. */
export type CategoryPath = readonly number[];

/** The category's place in the FAQ as the validators name it (a JSON Pointer into the FAQ). */
export function categoryPointer(path: CategoryPath): string {
  return path.map((index, depth) => (depth === 0 ? `/${index}` : `/Categories/${index}`)).join('');
}

export function questionPointer(path: CategoryPath, index: number): string {
  return `${categoryPointer(path)}/Questions/${index}`;
}

/** « 1.2 »: the category's number as it is read out, 1-based. */
export function categoryNumber(path: CategoryPath): string {
  return path.map((index) => index + 1).join('.');
}

export function categoryAt(tree: readonly FaqCategorie[], path: CategoryPath): FaqCategorie | undefined {
  let list = tree;
  let found: FaqCategorie | undefined;
  for (const index of path) {
    found = list[index];
    if (!found) return undefined;
    list = found.Categories;
  }
  return found;
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** The tree with the list of categories under `parent` (the top list for `[]`) replaced. */
function withSiblings(
  tree: readonly FaqCategorie[],
  parent: CategoryPath,
  change: (siblings: readonly FaqCategorie[]) => FaqCategorie[],
): FaqCategorie[] {
  const [head, ...rest] = parent;
  if (head === undefined) return change(tree);
  return tree.map((categorie, index) =>
    index === head
      ? editedCategory(categorie, { Categories: withSiblings(categorie.Categories, rest, change) })
      : categorie,
  );
}

function withCategory(
  tree: readonly FaqCategorie[],
  path: CategoryPath,
  change: (categorie: FaqCategorie) => FaqCategorie,
): FaqCategorie[] {
  const index = path.at(-1);
  return withSiblings(tree, path.slice(0, -1), (siblings) =>
    siblings.map((categorie, i) => (i === index ? change(categorie) : categorie)),
  );
}

function withQuestions(
  tree: readonly FaqCategorie[],
  path: CategoryPath,
  change: (questions: readonly FaqQuestion[]) => FaqQuestion[],
): FaqCategorie[] {
  return withCategory(tree, path, (categorie) => editedCategory(categorie, { Questions: change(categorie.Questions) }));
}

export function renameCategory(tree: readonly FaqCategorie[], path: CategoryPath, Nom: string): FaqCategorie[] {
  return withCategory(tree, path, (categorie) => editedCategory(categorie, { Nom }));
}

/** A new empty category at the end of `parent`'s sub-categories (of the top list for `[]`), and its path. */
export function addCategory(
  tree: readonly FaqCategorie[],
  parent: CategoryPath,
): { tree: FaqCategorie[]; path: CategoryPath } {
  const siblings = parent.length === 0 ? tree : (categoryAt(tree, parent)?.Categories ?? []);
  const next = withSiblings(tree, parent, (list) => [...list, { Nom: '', Questions: [], Categories: [] }]);
  return { tree: next, path: [...parent, siblings.length] };
}

export function removeCategory(tree: readonly FaqCategorie[], path: CategoryPath): FaqCategorie[] {
  const index = path.at(-1);
  return withSiblings(tree, path.slice(0, -1), (siblings) => siblings.filter((_, i) => i !== index));
}

/** The category moved to another place among its siblings. */
export function moveCategory(tree: readonly FaqCategorie[], path: CategoryPath, to: number): FaqCategorie[] {
  const from = path.at(-1) ?? 0;
  return withSiblings(tree, path.slice(0, -1), (siblings) => moved(siblings, from, to));
}

export function addQuestion(tree: readonly FaqCategorie[], path: CategoryPath, Id: string): FaqCategorie[] {
  return withQuestions(tree, path, (questions) => [...questions, { Id, Enonce: '', Contenu: '' }]);
}

export function editQuestion(
  tree: readonly FaqCategorie[],
  path: CategoryPath,
  index: number,
  changes: Partial<Omit<FaqQuestion, 'Id'>>,
): FaqCategorie[] {
  return withQuestions(tree, path, (questions) =>
    questions.map((question, i) => (i === index ? { ...question, ...changes } : question)),
  );
}

export function removeQuestion(tree: readonly FaqCategorie[], path: CategoryPath, index: number): FaqCategorie[] {
  return withQuestions(tree, path, (questions) => questions.filter((_, i) => i !== index));
}

export function moveQuestion(
  tree: readonly FaqCategorie[],
  path: CategoryPath,
  from: number,
  to: number,
): FaqCategorie[] {
  return withQuestions(tree, path, (questions) => moved(questions, from, to));
}

/** The question taken out of its category and put at the end of another one. */
export function moveQuestionToCategory(
  tree: readonly FaqCategorie[],
  path: CategoryPath,
  index: number,
  target: CategoryPath,
): FaqCategorie[] {
  const question = categoryAt(tree, path)?.Questions[index];
  if (!question || !categoryAt(tree, target)) return [...tree];
  return withQuestions(removeQuestion(tree, path, index), target, (questions) => [...questions, question]);
}

/** Every category with its path, in reading order: the places a question can move to. */
export function allCategories(
  tree: readonly FaqCategorie[],
  parent: CategoryPath = [],
): { path: CategoryPath; categorie: FaqCategorie }[] {
  return tree.flatMap((categorie, index) => {
    const path = [...parent, index];
    return [{ path, categorie }, ...allCategories(categorie.Categories, path)];
  });
}

import { useDeferredValue, useMemo, useState } from 'react';
import { COMMON_MESSAGES } from '../../../../domain/messages.ts';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import type { FaqCategorie } from '../../../lib/api/types.ts';
import { countQuestions, filterFaq } from '../utils/filterFaq.ts';
import { FaqSearchField } from './FaqSearchField.tsx';
import { FaqTree } from './FaqTree.tsx';
import styles from './FaqBrowser.module.css';

export const FAQ_EMPTY_PLACEHOLDER = COMMON_MESSAGES.noResults;

export interface FaqBrowserProps {
  categories: readonly FaqCategorie[];
  headingLevel?: 2 | 3;
}

function resultLabel(count: number): string {
  if (count === 0) return 'Aucune question ne correspond à votre recherche.';
  return count === 1
    ? '1 question correspond à votre recherche.'
    : `${count} questions correspondent à votre recherche.`;
}

/** The FAQ with a search field that narrows it down as the reader types. */
export function FaqBrowser({ categories, headingLevel = 2 }: FaqBrowserProps) {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const filtered = useMemo(() => filterFaq(categories, deferredSearch), [categories, deferredSearch]);
  const count = countQuestions(filtered);
  const searching = deferredSearch.trim() !== '';

  return (
    <div className={styles.browser}>
      <FaqSearchField value={search} onChange={setSearch} />
      <p className={styles.status} role="status">
        {searching ? resultLabel(count) : ''}
      </p>
      {count === 0 ? (
        <EmptyState>{FAQ_EMPTY_PLACEHOLDER}</EmptyState>
      ) : (
        // Searching opens the matching answers; clearing the search folds them again.
        <FaqTree
          key={searching ? 'search' : 'all'}
          categories={filtered}
          headingLevel={headingLevel}
          expandAnswers={searching}
        />
      )}
    </div>
  );
}

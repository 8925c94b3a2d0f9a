import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components/Disclosure';
import { SanitizedHtml } from '../../../components/content/SanitizedHtml.tsx';
import type { FaqCategorie, FaqQuestion } from '../../../lib/api/types.ts';
import styles from './FaqTree.module.css';

type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

function nextLevel(level: HeadingLevel): HeadingLevel {
  return Math.min(level + 1, 6) as HeadingLevel;
}

function Chevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M5 3l5 5-5 5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

function QuestionDisclosure({
  question,
  level,
  expanded,
}: {
  question: FaqQuestion;
  level: HeadingLevel;
  expanded: boolean;
}) {
  return (
    <Disclosure className={styles.question} defaultExpanded={expanded}>
      <Heading level={level} className={styles.questionHeading}>
        <Button slot="trigger" className={styles.trigger}>
          <Chevron />
          <span>{question.Enonce}</span>
        </Button>
      </Heading>
      <DisclosurePanel className={styles.answer}>
        <SanitizedHtml html={question.Contenu} />
      </DisclosurePanel>
    </Disclosure>
  );
}

function CategorieDisclosure({
  categorie,
  level,
  expandAnswers,
}: {
  categorie: FaqCategorie;
  level: HeadingLevel;
  expandAnswers: boolean;
}) {
  return (
    <Disclosure className={styles.categorie} defaultExpanded>
      <Heading level={level} className={styles.categorieHeading}>
        <Button slot="trigger" className={`${styles.trigger} ${styles.categorieTrigger}`}>
          <Chevron />
          <span>{categorie.Nom}</span>
        </Button>
      </Heading>
      <DisclosurePanel className={styles.categoriePanel}>
        {categorie.Questions.map((question) => (
          <QuestionDisclosure key={question.Id} question={question} level={nextLevel(level)} expanded={expandAnswers} />
        ))}
        {categorie.Categories.map((child) => (
          <CategorieDisclosure
            key={child.Nom}
            categorie={child}
            level={nextLevel(level)}
            expandAnswers={expandAnswers}
          />
        ))}
      </DisclosurePanel>
    </Disclosure>
  );
}

export interface FaqTreeProps {
  categories: readonly FaqCategorie[];
  /** The level of the top categories' headings, under the page's or the dialog's own heading. */
  headingLevel?: HeadingLevel;
  /** Open every answer, as when the reader searched for something. */
  expandAnswers?: boolean;
}

/** Categories, nested categories and questions as disclosures: headings to jump between, buttons to open. */
export function FaqTree({ categories, headingLevel = 2, expandAnswers = false }: FaqTreeProps) {
  return (
    <div className={styles.tree}>
      {categories.map((categorie) => (
        <CategorieDisclosure
          key={categorie.Nom}
          categorie={categorie}
          level={headingLevel}
          expandAnswers={expandAnswers}
        />
      ))}
    </div>
  );
}

import { SanitizedHtml } from '../../../components/content/SanitizedHtml.tsx';
import type { FaqCategorie, FaqQuestion } from '../../../lib/api/types.ts';
import { FaqDisclosure } from './FaqDisclosure.tsx';
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
    <FaqDisclosure
      level={level}
      defaultExpanded={expanded}
      className={styles.question}
      headingClassName={styles.questionHeading}
      triggerClassName={styles.trigger}
      panelClassName={styles.answer}
      title={
        <>
          <Chevron />
          <span>{question.Enonce}</span>
        </>
      }
    >
      <SanitizedHtml html={question.Contenu} />
    </FaqDisclosure>
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
    <FaqDisclosure
      level={level}
      defaultExpanded
      className={styles.categorie}
      headingClassName={styles.categorieHeading}
      triggerClassName={`${styles.trigger} ${styles.categorieTrigger}`}
      panelClassName={styles.categoriePanel}
      title={
        <>
          <Chevron />
          <span>{categorie.Nom}</span>
        </>
      }
    >
      {categorie.Questions.map((question) => (
        <QuestionDisclosure key={question.Id} question={question} level={nextLevel(level)} expanded={expandAnswers} />
      ))}
      {categorie.Categories.map((child) => (
        <CategorieDisclosure key={child.Nom} categorie={child} level={nextLevel(level)} expandAnswers={expandAnswers} />
      ))}
    </FaqDisclosure>
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

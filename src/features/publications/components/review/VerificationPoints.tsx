import { PUBLICATION_FIELD_LABELS } from '../../../../../domain/publication/labels.ts';
import { REVIEW_TEXTS as T } from '../../../../../domain/publication/reviewTexts.ts';
import { WIZARD_STEP_TABLE, type WizardStep } from '../../../../../domain/publication/wizardSteps.ts';
import type { components } from '../../../../../openapi/generated/schema.d.ts';
import { Button } from '../../../../components/ui/Button.tsx';
import styles from './WizardReview.module.css';

type PointVerification = components['schemas']['PointVerification'];
type ChampPublication = components['schemas']['ChampPublication'];

export interface VerificationPointsProps {
  points: readonly PointVerification[];
  /** Corriger: to the point's step and field; without it, the points are read only (the back office). */
  onFix?: (step: WizardStep, field: ChampPublication | null) => void;
  /** The level of the groups' headings. */
  headingLevel?: 3 | 4;
}

function fieldLabel(champ: ChampPublication | null): string | null {
  if (champ === null) return null;
  return champ in PUBLICATION_FIELD_LABELS
    ? PUBLICATION_FIELD_LABELS[champ as keyof typeof PUBLICATION_FIELD_LABELS]
    : champ;
}

function PointGroup({
  title,
  points,
  blocking,
  onFix,
  headingLevel: Heading,
}: {
  title: string;
  points: readonly PointVerification[];
  blocking: boolean;
  onFix?: VerificationPointsProps['onFix'];
  headingLevel: 'h3' | 'h4';
}) {
  if (points.length === 0) return null;
  return (
    <div className={styles.group}>
      <Heading className={blocking ? styles.blockingTitle : styles.warningTitle}>
        {title} ({points.length})
      </Heading>
      <ul className={styles.points}>
        {points.map((point, index) => {
          const step = point.Etape as WizardStep;
          const place = T.place(step, WIZARD_STEP_TABLE[step].label, fieldLabel(point.Champ));
          return (
            <li key={`${point.Code}-${index}`} className={blocking ? styles.blocking : styles.warning}>
              <p className={styles.place}>{place}</p>
              <p className={styles.message}>{point.Message}</p>
              {onFix && (
                <Button variant="secondary" onPress={() => onFix(step, point.Champ)} aria-label={`${T.fix} : ${place}`}>
                  {T.fix}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The checks' points: blocking ones first, each with where it is corrected. */
export function VerificationPoints({ points, onFix, headingLevel = 3 }: VerificationPointsProps) {
  if (points.length === 0) return <p className={styles.allClear}>{T.noPoint}</p>;
  const heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <>
      <PointGroup
        title={T.blockingTitle}
        points={points.filter((p) => p.Niveau === 'bloquant')}
        blocking
        onFix={onFix}
        headingLevel={heading}
      />
      <PointGroup
        title={T.warningTitle}
        points={points.filter((p) => p.Niveau === 'avertissement')}
        blocking={false}
        onFix={onFix}
        headingLevel={heading}
      />
    </>
  );
}

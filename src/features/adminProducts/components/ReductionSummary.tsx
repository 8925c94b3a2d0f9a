import { ADMIN_PRODUCT_TEXTS as T } from '../../../../domain/basket/boProductTexts.ts';
import { validiteEtat, type ValiditeEtat } from '../../../../domain/basket/reductionRules.ts';
import { Badge, type BadgeTone } from '../../../components/ui/Badge.tsx';
import table from '../../../components/table/DataTable.module.css';
import type { BoReduction } from '../api/getBoProduitPage.ts';
import { reductionValueText, validityText } from './reductionText.ts';
import styles from './AdminProducts.module.css';
import { parisToday } from '../../../../domain/parisDay.ts';

const TONES: Readonly<Record<ValiditeEtat, BadgeTone>> = { aVenir: 'warning', valable: 'success', expire: 'neutral' };

/** A discount's code, value and validity, and whether it applies today. */
export function ReductionSummary({ reduction }: { reduction: BoReduction }) {
  const etat = validiteEtat(reduction, parisToday());
  return (
    <>
      <span className={`${table.primary} ${styles.code}`}>{reduction.CodeReduction}</span>
      <span className={table.secondary}>
        {reductionValueText(reduction)}, {validityText(reduction)}
      </span>
      <span>
        <Badge tone={TONES[etat]}>{T.validityStates[etat]}</Badge>
      </span>
    </>
  );
}

import type { Publication } from '../../api/getPublication.ts';
import { labelOf, labelsOf } from './referenceLabels.ts';
import type { PublicationReferenceLists } from './usePublicationReferenceLists.ts';
import styles from './PublicationDetail.module.css';

export interface ContributionListProps {
  contributions: Publication['AuteurContribution'];
  lists: Pick<PublicationReferenceLists, 'typesContribution' | 'langues'>;
}

/** The authors and other contributors in their order, each with their role (and a translator's languages). */
export function ContributionList({ contributions, lists }: ContributionListProps) {
  const ordered = [...contributions].sort((a, b) => a.Rang - b.Rang);
  return (
    <ol className={styles.contributions}>
      {ordered.map((contribution) => {
        const role = labelOf(lists.typesContribution, contribution.IdTypeContribution);
        const langues = labelsOf(lists.langues, contribution.IdsLangues);
        return (
          <li key={`${contribution.Rang}-${contribution.Nom}`}>
            <span className={styles.contributionName}>{contribution.Nom}</span>
            {role && ` — ${role}`}
            {langues && ` (langues traduites : ${langues})`}
          </li>
        );
      })}
    </ol>
  );
}

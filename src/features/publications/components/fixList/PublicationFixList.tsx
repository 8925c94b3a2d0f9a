import { FIX_LIST_TEXTS as T, remainingCorrections } from '../../../../../domain/publication/fixList.ts';
import { ErrorState } from '../../../../components/ui/ErrorState.tsx';
import { errorMessage } from '../../../../lib/api/apiError.ts';
import type { Publication } from '../../api/getPublication.ts';
import { useCorrections } from '../../api/getCorrections.ts';
import { FixListSummary } from './FixListSummary.tsx';
import { refusedPublication } from './refusedPublication.ts';
import styles from './FixList.module.css';

/** On a refused publication's page: the fix list of its refusal and where the author stands with each item. */
export function PublicationFixList({ publication }: { publication: Publication }) {
  const refused = refusedPublication(publication);
  const corrections = useCorrections(publication.Id, refused);
  if (!refused || corrections.isPending) return null;
  if (corrections.isError) {
    return <ErrorState message={errorMessage(corrections.error)} onRetry={() => void corrections.refetch()} />;
  }
  const items = corrections.data.Elements;
  if (items.length === 0) return null;
  const remaining = remainingCorrections(items);
  return (
    <section className={styles.section} aria-labelledby="corrections-publication">
      <h2 id="corrections-publication" className={styles.title}>
        {T.title}
      </h2>
      {remaining > 0 && <p className={styles.count}>{T.remainingOnStep(remaining)}</p>}
      <FixListSummary corrections={items} />
    </section>
  );
}

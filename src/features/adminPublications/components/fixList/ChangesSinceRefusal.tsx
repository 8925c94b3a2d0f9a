import { formatDate } from '../../../../../domain/frenchDates.ts';
import { FIX_LIST_STAFF_TEXTS as T, FIX_LIST_TEXTS } from '../../../../../domain/publication/fixList.ts';
import { ErrorState } from '../../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../../components/ui/LoadingState.tsx';
import table from '../../../../components/ui/Table.module.css';
import hidden from '../../../../components/ui/VisuallyHidden.module.css';
import { errorMessage } from '../../../../lib/api/apiError.ts';
import { FixListSummary } from '../../../publications/public.ts';
import { useModifications } from '../../api/getModifications.ts';
import type { BoPublication } from '../../api/getBoPublication.ts';
import styles from './ChangesSinceRefusal.module.css';

/**
 * For a publication that comes back after a refusal: the fields its author changed since (before and after, in
 * French) and the items of the refusal with what the author did. Nothing for a publication never refused.
 */
export function ChangesSinceRefusal({ publication }: { publication: BoPublication }) {
  const modifications = useModifications(publication.IdPersonne, publication.Id);
  if (modifications.isPending) return <LoadingState minHeight="8rem" />;
  if (modifications.isError) {
    return <ErrorState message={errorMessage(modifications.error)} onRetry={() => void modifications.refetch()} />;
  }
  const { DateRefus, Champs, Corrections } = modifications.data;
  if (DateRefus === null) return null;
  return (
    <section className={styles.changes} aria-labelledby="modifications-depuis-refus">
      <h2 id="modifications-depuis-refus" className={styles.title}>
        {T.changesTitle}
      </h2>
      <p className={styles.hint}>{T.changesSince(formatDate(DateRefus))}</p>
      {Champs.length === 0 ? (
        <p>{T.noChange}</p>
      ) : (
        <div className={table.frame}>
          <table className={table.table}>
            <caption className={hidden.srOnly}>{T.changesTitle}</caption>
            <thead>
              <tr>
                <th scope="col">{T.field}</th>
                <th scope="col">{T.step}</th>
                <th scope="col">{T.before}</th>
                <th scope="col">{T.after}</th>
              </tr>
            </thead>
            <tbody>
              {Champs.map((champ) => (
                <tr key={champ.Champ}>
                  <th scope="row">{champ.LibelleChamp}</th>
                  <td data-label={T.step}>{champ.Etape}</td>
                  <td data-label={T.before} className={styles.value}>
                    {champ.Avant ?? T.emptyValue}
                  </td>
                  <td data-label={T.after} className={styles.value}>
                    {champ.Apres ?? T.emptyValue}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {Corrections.length > 0 && (
        <>
          <h3 className={styles.subtitle}>{T.correctionsTitle}</h3>
          <FixListSummary corrections={Corrections} answerLabel={FIX_LIST_TEXTS.authorAnswer} />
        </>
      )}
    </section>
  );
}

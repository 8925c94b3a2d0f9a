import { useEffect } from 'react';
import { COMMANDE_TEXTS } from '../../../../domain/order/commandeTexts.ts';
import { EmptyCardList } from '../../../components/ui/EmptyCardList.tsx';
import { ErrorState } from '../../../components/ui/ErrorState.tsx';
import { LoadingState } from '../../../components/ui/LoadingState.tsx';
import { Pager } from '../../../components/ui/Pager.tsx';
import { errorMessage } from '../../../lib/api/apiError.ts';
import { usePageParam } from '../../../lib/routing/usePageParam.ts';
import { COMMANDES_PER_PAGE, useCommandePage } from '../api/getCommandePage.ts';
import { CommandesTable } from './CommandesTable.tsx';
import styles from './Orders.module.css';

export interface MyCommandesProps {
  /** Where the empty list invites the customer to browse. */
  cataloguePath: string;
}

function countText(total: number): string {
  return total === 1 ? '1 commande' : `${total} commandes`;
}

/** The customer's orders, ten by ten; the page is in the address, so that reload and « back » keep it. */
export function MyCommandes({ cataloguePath }: MyCommandesProps) {
  const [page, goTo] = usePageParam();
  const list = useCommandePage(page);
  const total = list.data?.Total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / COMMANDES_PER_PAGE));
  useEffect(() => {
    // An address can name a page that no longer exists.
    if (list.isSuccess && !list.isPlaceholderData && page > pageCount) goTo(pageCount, { replace: true });
  });

  if (list.isError && !list.data)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (list.isPending) return <LoadingState minHeight="24rem" />;

  if (total === 0) {
    return (
      <EmptyCardList to={cataloguePath} linkText={COMMANDE_TEXTS.browseCatalogue}>
        {COMMANDE_TEXTS.empty}
      </EmptyCardList>
    );
  }

  return (
    <>
      <p className={styles.count}>{countText(total)}</p>
      <CommandesTable commandes={list.data.Items} isStale={list.isPlaceholderData} />
      {pageCount > 1 && (
        <Pager
          label={COMMANDE_TEXTS.pagerLabel}
          page={Math.min(page, pageCount)}
          pageCount={pageCount}
          onPageChange={(target) => goTo(target)}
        />
      )}
    </>
  );
}

import { ADMIN_ACCOUNT_TEXTS as T } from '../../../../domain/identity/adminAccountTexts.ts';
import { ListStatus } from '../../../components/table/ListStatus.tsx';
import { ResultCount } from '../../../components/table/ResultCount.tsx';
import { TablePager } from '../../../components/table/TablePager.tsx';
import { errorMessage } from '../../../lib/api/apiError.ts';
import { useListSearchParams } from '../../../lib/listParams/useListSearchParams.ts';
import { useBoComptes, useBoComptesCount } from '../api/getBoComptePage.ts';
import { useTypesCompte } from '../api/getTypesCompte.ts';
import { ADMIN_ACCOUNT_PATHS } from '../paths.ts';
import { AccountFilters } from './AccountFilters.tsx';
import { AccountsTable } from './AccountsTable.tsx';
import { ACCOUNT_FILTERS, ACCOUNT_SORT_COLUMNS, compteFiltresOf } from './accountListParams.ts';
import layout from '../../../components/table/ListLayout.module.css';
import styles from './AdminAccounts.module.css';

/** Every account, the last updated first: filters, count, table and pager kept in the address. */
export function AdminAccountList() {
  const list = useListSearchParams({ filters: ACCOUNT_FILTERS, sortColumns: ACCOUNT_SORT_COLUMNS });
  const filtres = compteFiltresOf(list.filters);
  const page = useBoComptes({ ...filtres, ...list.pagination });
  const count = useBoComptesCount(filtres);
  const types = useTypesCompte();
  const typeLabel = (id: number) => types.data?.find((type) => type.Id === id)?.Libelle ?? String(id);
  const failure = page.error ?? count.error;
  const status = page.isError || count.isError ? 'error' : page.isPending || count.isPending ? 'pending' : 'success';
  const total = count.data?.Total ?? 0;
  return (
    <div className={layout.list}>
      <AccountFilters values={list.filters} onSubmit={list.setFilters} onReset={list.resetFilters} />
      <div className={`${layout.summary} ${styles.summary}`}>
        {count.data && <ResultCount count={total} {...T.count} />}
        <p className={styles.sortedBy}>{T.sortedBy}</p>
      </div>
      <ListStatus
        status={status}
        errorMessage={failure ? `${T.loadFailed} ${errorMessage(failure)}` : ''}
        onRetry={() => {
          if (page.isError) void page.refetch();
          if (count.isError) void count.refetch();
        }}
        isEmpty={page.data?.length === 0}
        emptyMessage={list.hasActiveFilters ? T.empty : T.emptyAll}
        hasActiveFilters={list.hasActiveFilters}
        onResetFilters={list.resetFilters}
      >
        <AccountsTable
          comptes={page.data ?? []}
          detailPath={(compte) => ADMIN_ACCOUNT_PATHS.detail(compte.Id)}
          typeLabel={typeLabel}
          isStale={page.isPlaceholderData || count.isPlaceholderData}
        />
      </ListStatus>
      {count.data && (
        <TablePager label={T.pagerLabel} pagination={list.pagination} total={total} onPageChange={list.setPage} />
      )}
    </div>
  );
}

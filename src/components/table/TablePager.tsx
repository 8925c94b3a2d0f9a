import { pageOf, type ListPagination } from '../../lib/listParams/listSearchParams.ts';
import { Pager } from '../ui/Pager.tsx';

export interface TablePagerProps {
  label: string;
  pagination: ListPagination;
  total: number;
  onPageChange: (page: number) => void;
}

/** The pager of a list paged by Limit and Offset; nothing when everything fits on one page. */
export function TablePager({ label, pagination, total, onPageChange }: TablePagerProps) {
  const { page, pageCount } = pageOf(pagination, total);
  if (pageCount <= 1 && page <= 1) return null;
  return <Pager label={label} page={page} pageCount={Math.max(page, pageCount)} onPageChange={onPageChange} />;
}

import { useSearchParams } from 'react-router-dom';

/** A list's page read from the address (`?page=2`), so that a reload or « back » returns to it. */
export function usePageParam(): [page: number, goTo: (page: number, options?: { replace?: boolean }) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const value = Number(searchParams.get('page'));
  const page = Number.isInteger(value) && value >= 1 ? value : 1;
  const goTo = (target: number, { replace = false } = {}) =>
    setSearchParams(target > 1 ? { page: String(target) } : {}, { replace });
  return [page, goTo];
}

import { useNavigate } from 'react-router-dom';

/**
 * « Back to the previous page » (spec 2 §2): the history's previous entry when this page was reached inside the
 * application, `fallback` when it was opened directly (a shared link, a new tab).
 */
export function useBackToPrevious(fallback: string): () => void {
  const navigate = useNavigate();
  return () => {
    // React Router numbers its history entries: 0 is the first page of this visit.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) void navigate(-1);
    else void navigate(fallback);
  };
}

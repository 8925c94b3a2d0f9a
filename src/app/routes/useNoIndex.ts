import { useEffect } from 'react';

/** Keeps search engines off a page while it is shown (spec 2 §2: sign-in and confirmation are not indexed). */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastQueue } from './toastQueue.ts';

const ToastList = lazy(() => import('./ToastList.tsx'));

let needed = false;

function subscribe(onChange: () => void): () => void {
  return toastQueue.subscribe(onChange);
}

/** Whether a toast has ever been shown: from then on the region stays, so that later toasts find it ready. */
function getNeeded(): boolean {
  needed ||= toastQueue.visibleToasts.length > 0;
  return needed;
}

/**
 * The toast region, whose code is fetched with the first notification rather than with the home page: most
 * visits show none.
 */
export function AppToastRegion() {
  const show = useSyncExternalStore(subscribe, getNeeded, getNeeded);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}

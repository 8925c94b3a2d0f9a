import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { queryClient } from './app/queryClient.ts';
import { createRouter, routes } from './app/router.tsx';
import { nextTask } from './lib/ssr/nextTask.ts';
import { HYDRATED_ATTRIBUTE } from './lib/ssr/earlyPressMarks.ts';
import { resolveMatchedLazyRoutes } from './ssr/resolveLazyRoutes.ts';
import { HYDRATION_DATA_ID, hydrateQueries, readHydrationData } from './ssr/hydrationData.ts';
import './ssr/serverRenderedStyles.css';
import './styles/global.css';

/**
 * Once the page is hydrated, the data it was rendered with, now in the cache, leaves the document, and the document
 * says the page's code answers presses from now on (src/ssr/earlyPresses.ts). Its effect runs after those of the
 * page, which have taken the presses kept for them. It wraps the page rather than standing beside it: a sibling
 * would change the ids React gives (useId) from those the server gave.
 */
function AfterHydration({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.getElementById(HYDRATION_DATA_ID)?.remove();
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return children;
}

async function start(root: HTMLElement): Promise<void> {
  // The entry's evaluation is a long task of its own: what follows starts in the next one.
  await nextTask();
  const rendered = readHydrationData(document);
  if (!rendered) {
    // A page the server leaves to the browser (private, form-heavy, or rendered without the server's help).
    // In a transition, the first render yields to the browser every few milliseconds instead of one long task.
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App router={createRouter()} />
        </StrictMode>,
      );
    });
    return;
  }
  // The first render must equal the server's HTML: the same data in the cache, the same page code in place. Each step
  // runs in a task of its own, so that none of them adds to a long task.
  hydrateQueries(queryClient, rendered.queries);
  await resolveMatchedLazyRoutes(routes, window.location);
  await nextTask();
  const router = createRouter(rendered.router);
  await nextTask();
  // Hydrating in a transition splits it into short tasks: the page stays responsive while it becomes interactive.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AfterHydration>
          <App router={router} />
        </AfterHydration>
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// Started once the entry's evaluation is over, from a microtask rather than from the module's own code: a profiler that
// records where each timer was set (Lighthouse's does) reads the source positions of every function on the stack,
// and the module's own code is the whole entry, parsed again for it.
queueMicrotask(() => void start(root));

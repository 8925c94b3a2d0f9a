import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { queryClient } from './app/queryClient.ts';
import { createRouter, routes } from './app/router.tsx';
import { resolveMatchedLazyRoutes } from './ssr/resolveLazyRoutes.ts';
import { HYDRATION_DATA_ID, hydrateQueries, readHydrationData } from './ssr/hydrationData.ts';
import './ssr/serverRenderedStyles.css';
import './styles/global.css';

/** Once the page is hydrated, the data it was rendered with, now in the cache, leaves the document. */
function ForgetHydrationData() {
  useEffect(() => {
    document.getElementById(HYDRATION_DATA_ID)?.remove();
  }, []);
  return null;
}

async function start(root: HTMLElement): Promise<void> {
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
  // The first render must equal the server's HTML: the same data in the cache, the same page code in place.
  hydrateQueries(queryClient, rendered.queries);
  await resolveMatchedLazyRoutes(routes, window.location);
  // Hydrating in a transition splits it into short tasks: the page stays responsive while it becomes interactive.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App router={createRouter(rendered.router)} />
        <ForgetHydrationData />
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);

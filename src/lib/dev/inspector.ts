import type { InspectionEvent } from 'xstate';

export type Inspect = (event: InspectionEvent) => void;

let shared: Inspect | undefined;
let decided = false;

/**
 * The Stately inspector's `inspect` option for the application's actors, in development with `?inspect` in
 * the address only. The inspector is imported on demand, so that no byte of it reaches the production
 * bundle; it opens stately.ai in a window, and when that fails (no network, a blocked pop-up) the
 * application goes on without it.
 */
export function devInspect(): Inspect | undefined {
  if (import.meta.env.DEV) {
    if (!decided) {
      decided = true;
      if (new URLSearchParams(window.location.search).has('inspect')) {
        // Events that arrive before the inspector has loaded are kept, so that it sees every actor start.
        let pending: InspectionEvent[] | null = [];
        let forward: Inspect | null = null;
        import('@statelyai/inspect')
          .then(({ createBrowserInspector }) => {
            const inspector = createBrowserInspector();
            forward = (event) => {
              try {
                inspector.inspect.next?.(event);
              } catch {
                // The inspector is a convenience: its failures never reach the application.
              }
            };
            for (const event of pending ?? []) forward(event);
            pending = null;
          })
          .catch(() => {
            pending = null;
          });
        shared = (event) => {
          if (forward) forward(event);
          else pending?.push(event);
        };
      }
    }
    return shared;
  }
  return undefined;
}

import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the code of the routes that match `location` and puts it in place, as the server did before rendering:
 * hydration then renders the page itself rather than its fallback.
 */
export async function resolveMatchedLazyRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

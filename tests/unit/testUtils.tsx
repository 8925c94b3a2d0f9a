import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { ApiError } from '../../src/lib/api/apiError.ts';

/**
 * Stand-in for the API: tests that call `vi.mock('../../src/lib/api/client.ts', () => apiClientMock)` answer each
 * contract path with a handler of their own; a path without a handler fails the test loudly.
 */
export type ApiHandler = (values: unknown) => unknown;
const handlers = new Map<string, ApiHandler>();

export const apiClientMock = {
  post: vi.fn(async (path: string, values: unknown) => {
    const handler = handlers.get(path);
    if (!handler) throw new Error(`No test handler for ${path}`);
    return handler(values);
  }),
};

export function mockApi(routes: Record<string, ApiHandler>): void {
  handlers.clear();
  apiClientMock.post.mockClear();
  for (const [path, handler] of Object.entries(routes)) handlers.set(path, handler);
}

/** The refusal the server answers with (contract schema `Erreur`). */
export function apiRefusal(
  status: number,
  Message: string,
  Errors: { Champ: string; Message: string }[] = [],
): ApiError {
  return new ApiError(Message, status, Errors, { Message, Errors });
}

/** The values the application sent to `path`, call by call. */
export function sentValues(path: string): unknown[] {
  return apiClientMock.post.mock.calls.filter(([called]) => called === path).map(([, values]) => values);
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Renders `element` with a fresh query cache (returned, to seed or inspect it). */
export function renderWithQuery(element: ReactElement, queryClient = createTestQueryClient()) {
  return { queryClient, ...render(<QueryClientProvider client={queryClient}>{element}</QueryClientProvider>) };
}

/** Renders routes on a memory router at `path`, with a fresh query cache. */
export function renderRoutes(routes: RouteObject[], { path = '/', queryClient = createTestQueryClient() } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return {
    router,
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  };
}

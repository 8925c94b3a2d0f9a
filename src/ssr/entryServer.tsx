import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import { AppProvider } from '../app/AppProvider.tsx';
import { pageHeadFor, renderHeadTags } from '../app/head/pageHead.ts';
import { createQueryClient } from '../app/queryClient.ts';
import { createRoutes } from '../app/router.tsx';
import { setServerTransport, type ApiTransport } from '../lib/api/client.ts';
import { RenderStatusContext } from '../lib/routing/renderStatus.ts';
import { ApiError } from '../lib/api/apiError.ts';
import { withoutBlockedStyles } from './blockedStyles.ts';
import { dehydrateQueries, hydrationDataScript } from './hydrationData.ts';
import { SERVER_RENDERED_PAGES } from './serverRenderedPages.ts';

/** A page the server rendered, in the parts the template receives. */
export interface RenderedPage {
  kind: 'page';
  status: number;
  /** The markup of `#root`. */
  html: string;
  /** The JSON block the browser hydrates with. */
  hydrationScript: string;
  /** `<title>`, description, canonical link, robots. */
  headTags: string;
  /** The source module of the page, whose chunk the page's boot script fetches. */
  pageModule: string;
}

/** A page the server leaves to the browser (a private or form-heavy route), with its head all the same. */
export interface BrowserPage {
  kind: 'browser';
  /** `<title>`, description, canonical link, robots: a crawler reads `noindex` without running the page. */
  headTags: string;
}

export type RenderOutcome = RenderedPage | BrowserPage;

export interface RendererOptions {
  /** Carries the pages' API calls to the server's own routes. */
  api: ApiTransport;
  /** PUBLIC_URL: the origin of canonical links. */
  origin: string;
}

/** The route pattern `pathname` leads to, as SERVER_RENDERED_PAGES names them (`/rubrique/:id`, `/*`). */
function patternOf(routes: RouteObject[], pathname: string): string | null {
  const matches = matchRoutes(routes, pathname);
  if (!matches) return null;
  const segments = matches.map(({ route }) => route.path).filter((path): path is string => Boolean(path));
  return `/${segments.join('/')}`;
}

async function renderToHtml(element: ReactElement): Promise<string> {
  // React sends a large Suspense boundary after its fallback, put in place by an inline script, which the page's
  // Content-Security-Policy refuses: every boundary is sent in place, whatever its size.
  const { prelude } = await prerenderToNodeStream(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

async function renderPage(request: Request, origin: string): Promise<RenderOutcome> {
  const url = new URL(request.url);
  // A page of its own, with its own cache: nothing of one visitor's page reaches another's.
  const queryClient = createQueryClient();
  // The page shows what the loaders fetched, a "not found" answer included: nothing is fetched again while rendering.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false, retry: false },
  });
  const routes = createRoutes({ queryClient, awaitData: true });
  const pattern = patternOf(routes, url.pathname);
  const pageModule = pattern === null ? undefined : SERVER_RENDERED_PAGES[pattern];
  const browserPage = (): BrowserPage => ({
    kind: 'browser',
    headTags: renderHeadTags(pageHeadFor(url.pathname, queryClient), origin),
  });
  if (pageModule === undefined) return browserPage();

  const handler = createStaticHandler(routes);
  const context = await handler.query(request);
  if (context instanceof Response) return browserPage();
  if (context.errors) throw new Error(`the route failed: ${JSON.stringify(context.errors)}`);
  // A page whose data could not be fetched is left to the browser, which shows the failure and offers to retry.
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .find(({ state }) => state.status === 'error' && !(state.error instanceof ApiError && state.error.isNotFound));
  if (failed) throw new Error(`the API failed for ${JSON.stringify(failed.queryKey)}: ${String(failed.state.error)}`);

  let status = context.statusCode;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderToHtml(
    <RenderStatusContext value={(reported) => (status = reported)}>
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </RenderStatusContext>,
  );
  const hydrationScript = hydrationDataScript({
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: null },
    queries: dehydrateQueries(queryClient),
  });
  const headTags = renderHeadTags(pageHeadFor(url.pathname, queryClient), origin);
  queryClient.clear();
  return { kind: 'page', status, html: withoutBlockedStyles(html), hydrationScript, headTags, pageModule };
}

export { pageCodeScript } from './pageCode.ts';

/** The server's renderer of the public pages, calling the API through `api`. */
export function createRenderer({ api, origin }: RendererOptions) {
  setServerTransport(api);
  return { render: (request: Request) => renderPage(request, origin) };
}

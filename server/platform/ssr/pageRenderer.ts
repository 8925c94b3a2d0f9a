import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { inProcessApi } from './inProcessApi.ts';
import { createRenderedPageCode } from './manifestLinks.ts';
import { createPageTemplate } from './pageTemplate.ts';
import { SERVER_BUNDLE_DIR, SERVER_BUNDLE_FILE, type ServerBundle } from './serverBundle.ts';

/** A page ready to send: rendered by the server, or the empty template under the page's head for the browser. */
export type RenderedHtml = { status: number; html: string };

export type PageRenderer = (url: string) => Promise<RenderedHtml>;

/** How long a page may take to render before the browser is left to do it. */
const RENDER_TIMEOUT_MS = 10_000;

function withTimeout<T>(promise: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The renderer of the public pages when `root` holds a server bundle (a build with `vite build --ssr`), or null:
 * every page is then the template, rendered by the browser. The bundle is loaded with the first page.
 */
export function createPageRenderer(app: FastifyInstance, root: string, origin: string): PageRenderer | null {
  const bundlePath = join(root, SERVER_BUNDLE_DIR, SERVER_BUNDLE_FILE);
  const manifestPath = join(root, '.vite', 'manifest.json');
  if (!existsSync(bundlePath) || !existsSync(manifestPath)) return null;

  const template = createPageTemplate(readFileSync(join(root, 'index.html'), 'utf8'));
  const renderedCodeOf = createRenderedPageCode(manifestPath);
  const renderer = import(pathToFileURL(bundlePath).href).then((bundle: ServerBundle) => ({
    ...bundle.createRenderer({ api: inProcessApi(app), origin }),
    pageCodeScript: bundle.pageCodeScript,
  }));
  // A bundle that fails to load fails each page's render, which then falls back to the template.
  renderer.catch(() => {});

  return async (url) => {
    const { render, pageCodeScript } = await renderer;
    const outcome = await withTimeout(render(new Request(new URL(url, origin))));
    if (outcome.kind === 'browser') return { status: 200, html: template.withHead(outcome.headTags) };
    const code = renderedCodeOf(outcome.pageModule);
    return {
      status: outcome.status,
      html: template.rendered({
        headTags: outcome.headTags,
        html: outcome.html,
        hydrationScript: outcome.hydrationScript,
        code,
        codeScript: pageCodeScript(code.code),
      }),
    };
  };
}

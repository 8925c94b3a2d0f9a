/**
 * What the server bundle (`vite build --ssr src/ssr/entryServer.tsx`) exports, as the server sees it. The server
 * never imports the application's sources: it loads the built bundle from the build directory.
 */
export type RenderOutcome =
  | {
      kind: 'page';
      status: number;
      html: string;
      hydrationScript: string;
      headTags: string;
      pageModule: string;
    }
  | { kind: 'browser'; headTags: string };

/** A rendered page's code, for its boot script: the application's entry and the chunks it needs. */
export interface PageCode {
  entry: string;
  chunks: string[];
}

export interface ServerBundle {
  createRenderer(options: { api: (request: Request) => Promise<Response>; origin: string }): {
    render(request: Request): Promise<RenderOutcome>;
  };
  /** The JSON block that lists a rendered page's code, in the form its boot script reads. */
  pageCodeScript(code: PageCode): string;
}

/** The bundle's file inside the build directory: a folder the static file server never serves. */
export const SERVER_BUNDLE_DIR = 'ssr';
export const SERVER_BUNDLE_FILE = 'entryServer.js';

import { test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * A page the server rendered is painted from its HTML; its code is fetched after that and hydrates it. Until then a
 * button does nothing and a link loads its page anew, as for a person who clicks before the page is ready. The
 * application takes its hydration data out of the document once the page is hydrated: a test waits for that.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('#portail-hydration').waitFor({ state: 'detached' });
}

const ready = new WeakSet<Page>();

/** Whether a navigation waits for the page to be ready: not when the test asks for an earlier point. */
function waitsForLoad(options?: { waitUntil?: string }): boolean {
  return options?.waitUntil !== 'commit' && options?.waitUntil !== 'domcontentloaded';
}

/**
 * The page's `goto` and `reload` return once the page they load is ready to use, unless the test asks for an earlier
 * point (`waitUntil: 'domcontentloaded'` or `'commit'`).
 */
function withHydratedNavigation(page: Page): Page {
  if (ready.has(page)) return page;
  ready.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (waitsForLoad(options)) await waitForHydration(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (waitsForLoad(options)) await waitForHydration(page);
    return response;
  };
  return page;
}

/** The contexts whose pages navigate to pages ready to use, with their own `newPage`. */
const plainNewPage = new WeakMap<BrowserContext, BrowserContext['newPage']>();

function withHydratedPages(context: BrowserContext): BrowserContext {
  if (plainNewPage.has(context)) return context;
  const newPage = context.newPage.bind(context);
  plainNewPage.set(context, newPage);
  context.newPage = async () => withHydratedNavigation(await newPage());
  return context;
}

/** A context without JavaScript, whose pages never hydrate: its pages are left as they are. */
function withPlainPages(context: BrowserContext): BrowserContext {
  const newPage = plainNewPage.get(context);
  if (newPage) context.newPage = newPage;
  return context;
}

/**
 * The tests' `test`: the pages it gives, and those of the contexts a test opens itself, navigate to pages ready to
 * use. Without JavaScript (`javaScriptEnabled: false`) nothing hydrates, and the pages are left as they are.
 */
export const test = base.extend<object, object>({
  context: async ({ context, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? withPlainPages(context) : withHydratedPages(context));
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      const newPage = browser.newPage.bind(browser);
      const patched: Browser = Object.assign(browser, {
        newContext: async (options?: Parameters<Browser['newContext']>[0]) => {
          const context = await newContext(options);
          return options?.javaScriptEnabled === false ? context : withHydratedPages(context);
        },
        newPage: async (options?: Parameters<Browser['newPage']>[0]) => {
          const page = await newPage(options);
          return options?.javaScriptEnabled === false ? page : withHydratedNavigation(page);
        },
      });
      await use(patched);
    },
    { scope: 'worker' },
  ],
});

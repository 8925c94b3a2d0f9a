const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * The portal's icons, as index.html links them (`npm run icons` draws them from public/favicon.svg): the pages the
 * server renders itself show the same icon in their tab, and the browser asks for no /favicon.ico of its own.
 */
export const ICON_LINKS = `<link rel="icon" href="/favicon.ico" sizes="32x32">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="/apple-touch-icon.png">
<link rel="manifest" href="/manifest.webmanifest">`;

export interface HtmlDocument {
  /** The page's own title; the site's name follows it. */
  title: string;
  siteName: string;
  stylesheet: string;
  /** The banner and the page's content, already escaped. */
  header: string;
  main: string;
  mainClass: string;
  scripts?: readonly string[];
}

/**
 * A page the server renders itself (sign-in, password reset, the payment sandbox, the development outbox): French,
 * kept out of search engines, with no inline script or style, since the Content-Security-Policy forbids them.
 */
export function htmlDocument(page: HtmlDocument): string {
  const scripts = (page.scripts ?? []).map((src) => `<script src="${escapeHtml(src)}"></script>`).join('\n');
  return `<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} – ${page.siteName}</title>
${ICON_LINKS}
<link rel="stylesheet" href="${page.stylesheet}">
</head>
<body>
${page.header}
<main class="${page.mainClass}">
${page.main}
</main>
${scripts}
</body>
</html>`;
}

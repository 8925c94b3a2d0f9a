/**
 * A worker that prepares the browser's Intl data for the page (src/ssr/boot.ts starts it).
 *
 * The first use of Intl in a page loads and builds the locale data of what it formats: tens of milliseconds on a fast
 * machine, hundreds on a slow phone, in one task nothing can split. That data is shared by every thread of the page's
 * process: built here, on a thread of its own, it is ready when the page's code formats its first price or date, and
 * the page's main thread never pays for it.
 */
const LOCALE = 'fr-FR';

// What the pages' code uses at start-up: react-aria's locale detection, prices, numbers, dates, French sorting.
Intl.DateTimeFormat.supportedLocalesOf([LOCALE]);
new Intl.Locale(LOCALE).maximize();
new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'EUR' }).format(1234.5);
new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 }).format(1234.5);
new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Paris' }).format(0);
new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit' }).format(0);
new Intl.Collator('fr', { sensitivity: 'base', numeric: true }).compare('a', 'b');
'A'.toLocaleLowerCase(LOCALE);

postMessage('ready');

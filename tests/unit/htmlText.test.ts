import { afterEach, describe, expect, test, vi } from 'vitest';
import { decodeEntitiesInBrowser, decodeEntitiesOnServer } from '../../src/lib/format/htmlEntities.ts';
import { htmlText } from '../../src/lib/format/htmlText.ts';

/** Stored HTML (as staff save titles and introductions) and the text a reader sees of it. */
const CASES: [html: string, text: string][] = [
  ['Conditions &amp; <em>tarifs</em>', 'Conditions & tarifs'],
  [
    '<p>Mentions <strong>légales</strong> &amp; cookies&nbsp;: l&#39;éditeur</p>',
    "Mentions légales & cookies\u00a0: l'éditeur",
  ],
  ['Caf&eacute; &laquo;&nbsp;cr&egrave;me&nbsp;&raquo; &hellip; &euro;', 'Café «\u00a0crème\u00a0» … €'],
  ['L&#x2019;auteur &#8212; &#X41;&#66; &lt;b&gt; n&apos;est pas une balise', "L’auteur — AB <b> n'est pas une balise"],
  ['<div><p>Un <a href="/cgv"><strong>lien <em>imbriqué</em></strong></a></p></div>', 'Un lien imbriqué'],
  ['Première ligne<br>deuxième<br />troisième', 'Première ligne deuxième troisième'],
  ['<p>Un</p><p>deux</p><ul><li>trois</li><li>quatre</li></ul>', 'Un deux trois quatre'],
  ['Avant<script>alert("x & y")</script> après <style>p { color: red }</style>fin', 'Avant après fin'],
  ['  <p>\n  Espaces\t et   retours \n</p>  ', 'Espaces et retours'],
  ['l<em>é</em>diteur, <a href="/cgv"><strong>C</strong>GV</a>', 'léditeur, CGV'],
  ['Commentaire<!-- caché --> visible', 'Commentaire visible'],
  ['<SCRIPT type="module">x()</SCRIPT>Majuscules', 'Majuscules'],
  ['&amp;lt; reste &amp;lt;, &inconnue; reste', '&lt; reste &lt;, &inconnue; reste'],
  ['Sans balise ni entité', 'Sans balise ni entité'],
  ['<p></p>', ''],
];

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('htmlText', () => {
  test.each(CASES)('in the browser, %j reads %j', (html, text) => {
    vi.stubEnv('SSR', false);
    expect(htmlText(html)).toBe(text);
  });

  test.each(CASES)('on the server, %j reads %j', (html, text) => {
    vi.stubEnv('SSR', true);
    expect(htmlText(html)).toBe(text);
  });
});

describe('the two entity decoders', () => {
  test("give the same text, so a server-rendered page's title hydrates unchanged", () => {
    const references = [
      '&amp; &lt; &gt; &quot; &apos; &nbsp; &#39; &#x27; &#8217; &#x1F4D6; &eacute; &Eacute; &ccedil; &oelig;',
      '&laquo; &raquo; &hellip; &mdash; &ndash; &euro; &copy; &reg; &trade; &deg; &frac12; &rsquo; &lsquo;',
      '&amp &copy sans point-virgule, &inconnue;, & seul, &#0; &#xD800; &#1114112; &#128;',
    ];
    for (const text of references) expect(decodeEntitiesOnServer(text)).toBe(decodeEntitiesInBrowser(text));
  });

  test('the browser never makes elements of what it decodes', () => {
    expect(decodeEntitiesInBrowser('<img src=x onerror="globalThis.decoded = 1"> &amp;')).toBe(
      '<img src=x onerror="globalThis.decoded = 1"> &',
    );
    expect((globalThis as { decoded?: number }).decoded).toBeUndefined();
  });
});

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../domain/validation/loadContract.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The messages the two specifications give word for word (their screens, validation rules and error catalogues). */
const SPECIFICATION_MESSAGES = [
  'Chargement en cours...',
  'Enregistrement en cours...',
  'Modifications enregistrées',
  'Mises à jour envoyées',
  'Erreur lors de la modification',
  'Pas de résultats',
  'Erreur lors de la modification du panier',
  'Le nombre maximum de produit a été atteint',
  'Votre article a été retiré du panier',
  'Votre article a été ajouté au panier',
  'Modification du panier effectuée',
  'erreur lors de la modification du panier',
  'erreur lors de la récupération du panier',
  'Code de réduction correctement appliqué',
  "erreur lors de l'application du code de réduction",
  'erreur lors de la suppression du code de réduction',
];

/** Where code and the contract are written by hand: generated files, tests and docs aside. */
function sourceFiles(): string[] {
  const tracked = execFileSync(
    'git',
    [
      'ls-files',
      '--cached',
      '--others',
      '--exclude-standard',
      'src',
      'machines',
      'server',
      'domain',
      'scripts',
      'openapi',
    ],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return tracked
    .split('\n')
    .filter(
      (file) =>
        /\.(ts|tsx|yaml)$/.test(file) && !file.includes('/generated/') && !file.startsWith('server/compose/seed/'),
    );
}

/** Code without its comments: a comment that quotes a message documents it, it does not define it. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

const sources = sourceFiles().map((file) => {
  const text = readFileSync(`${root}${file}`, 'utf8');
  return { file, text: file.endsWith('.yaml') ? text : withoutComments(text) };
});

/** The files that write `message` as a whole string: quoted in code, a whole value in the contract. */
function filesDefining(message: string): string[] {
  const escaped = message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const inCode = new RegExp(`(['"\`])${escaped.replace(/'/g, "(?:'|\\\\')")}\\1`);
  const inYaml = new RegExp(`:\\s*(['"]?)${escaped.replace(/'/g, "(?:'|'')")}\\1\\s*$`, 'm');
  return sources
    .filter(({ file, text }) => (file.endsWith('.yaml') ? inYaml : inCode).test(text))
    .map(({ file }) => file);
}

function contractMessages(): string[] {
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'x-errorMessage') collect(value);
        else visit(value);
      }
    }
  };
  const collect = (value: unknown): void => {
    if (typeof value === 'string') found.add(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  visit(loadContract());
  return [...found].sort();
}

describe('each French message has one home', () => {
  it.each(SPECIFICATION_MESSAGES)('« %s » is defined in exactly one source file', (message) => {
    expect(filesDefining(message)).toHaveLength(1);
  });

  it.each(contractMessages())('the contract’s « %s » is written in the contract only', (message) => {
    expect(filesDefining(message)).toEqual(['openapi/portal.yaml']);
  });
});

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const probes: string[] = [];

/** Writes a file of a given layer into a probe folder of its own, so that the lint sees it where it stands. */
function probe(layerFolder: string, name: string, text: string): string {
  const folder = mkdtempSync(join(root, layerFolder, 'lint-probe-'));
  probes.push(folder);
  const file = join(folder, name);
  writeFileSync(file, text);
  return file;
}

function importPath(from: string, to: string): string {
  const path = relative(join(from, '..'), join(root, to));
  return path.startsWith('.') ? path : `./${path}`;
}

/**
 * The rules that read TypeScript's types (floating promises and the like) say nothing of the layers, and they need a
 * TypeScript program of the whole repository: the probes are linted by every other rule of the project's
 * configuration, without that program. `npm run lint:code` runs them all on the real files.
 */
// typescript-eslint types its plugin for any ESLint: the rules' metadata is read through their own shape.
type RuleDocs = { meta?: { docs?: { requiresTypeChecking?: boolean } } };
const typeAwareRules = new Set(
  Object.entries((tseslint.plugin as { rules?: Record<string, RuleDocs> }).rules ?? {})
    .filter(([, rule]) => rule.meta?.docs?.requiresTypeChecking)
    .map(([name]) => `@typescript-eslint/${name}`),
);
const eslint = new ESLint({
  cwd: root,
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => !typeAwareRules.has(ruleId),
});

async function ruleIdsOf(files: string[]): Promise<string[]> {
  const results = await eslint.lintFiles(files);
  return results.flatMap((result) => result.messages.map((message) => message.ruleId ?? message.message));
}

/** What the lint says of the files, one message a line. */
async function messagesOf(files: string[]): Promise<string> {
  const results = await eslint.lintFiles(files);
  return results.flatMap((result) => result.messages.map((message) => message.message)).join('\n');
}

afterAll(() => {
  for (const folder of probes) rmSync(folder, { recursive: true, force: true });
});

describe('the lint keeps the layers apart', { timeout: 60_000 }, () => {
  it('fails on a server/ module that imports the browser application', async () => {
    const file = probe('server', 'leak.ts', '');
    writeFileSync(
      file,
      `import { LOADING_TEXT } from '${importPath(file, 'src/components/ui/LoadingState.tsx')}';\nexport const text = LOADING_TEXT;\n`,
    );
    expect(await ruleIdsOf([file])).toContain('import-x/no-restricted-paths');
  });

  it('fails on a server/ module that imports a browser-side machine, and passes the order, payment and moderation ones', async () => {
    const leak = probe('server', 'leak.ts', '');
    writeFileSync(
      leak,
      `import { WIZARD_MESSAGES } from '${importPath(leak, 'machines/wizard/messages.ts')}';\nexport const text = WIZARD_MESSAGES;\n`,
    );
    expect(await ruleIdsOf([leak])).toContain('import-x/no-restricted-paths');
    const runs = probe('server', 'runs.ts', '');
    writeFileSync(
      runs,
      `import { orderMachine } from '${importPath(runs, 'machines/order/orderMachine.ts')}';\nimport { paymentMachine } from '${importPath(runs, 'machines/payment/paymentMachine.ts')}';\nimport { moderationMachine } from '${importPath(runs, 'machines/moderation/moderationMachine.ts')}';\nimport { applyToPersisted } from '${importPath(runs, 'machines/persistedTransition.ts')}';\nexport const parts = [orderMachine, paymentMachine, moderationMachine, applyToPersisted];\n`,
    );
    expect(await ruleIdsOf([runs])).toEqual([]);
  });

  it('fails on a domain/ module that imports a machine or a framework', async () => {
    const file = probe('domain', 'leak.ts', '');
    writeFileSync(
      file,
      `import { setup } from 'xstate';\nimport { WIZARD_MESSAGES } from '${importPath(file, 'machines/wizard/messages.ts')}';\nexport const both = [setup, WIZARD_MESSAGES];\n`,
    );
    const rules = await ruleIdsOf([file]);
    expect(rules).toContain('import-x/no-restricted-paths');
    expect(rules).toContain('no-restricted-imports');
  });

  it("fails on a feature that reaches into another feature's internals", async () => {
    const file = probe('src/features/admin', 'leak.ts', '');
    writeFileSync(
      file,
      `import { getMonitoring } from '${importPath(file, 'src/features/monitoring/api/getMonitoring.ts')}';\nexport const call = getMonitoring;\n`,
    );
    expect(await ruleIdsOf([file])).toContain('import-x/no-restricted-paths');
  });

  it('fails on a platform/ module that imports an area or the wiring', async () => {
    const file = probe('server/platform/http', 'leak.ts', '');
    writeFileSync(
      file,
      `import { basketHandlers } from '${importPath(file, 'server/areas/basket/handlers.ts')}';\nimport { buildApp } from '${importPath(file, 'server/compose/app.ts')}';\nexport const parts = [basketHandlers, buildApp];\n`,
    );
    const messages = await messagesOf([file]);
    expect(messages).toContain('platform/ knows no area: it serves every area and wires none');
    expect(messages.split('\n')).toHaveLength(2);
  });

  it('fails on an area that imports the wiring', async () => {
    const file = probe('server/areas/basket', 'leak.ts', '');
    writeFileSync(
      file,
      `import { buildHandlerMap } from '${importPath(file, 'server/compose/handlerMap.ts')}';\nexport const map = buildHandlerMap;\n`,
    );
    expect(await messagesOf([file])).toContain('An area never imports the wiring: compose/ imports the areas');
  });

  it("fails on an area that reaches into another area's files, and passes its public module", async () => {
    const leak = probe('server/areas/orders', 'leak.ts', '');
    writeFileSync(
      leak,
      `import { loadLines } from '${importPath(leak, 'server/areas/basket/repository.ts')}';\nexport const read = loadLines;\n`,
    );
    expect(await messagesOf([leak])).toContain('An area uses another only through its public.ts');
    const clean = probe('server/areas/orders', 'clean.ts', '');
    writeFileSync(
      clean,
      `import { loadLines } from '${importPath(clean, 'server/areas/basket/public.ts')}';\nimport { HttpError } from '${importPath(clean, 'server/platform/http/httpError.ts')}';\nexport const parts = [loadLines, HttpError];\n`,
    );
    expect(await ruleIdsOf([clean])).toEqual([]);
  });

  it("fails on an area's query outside its repository, and passes the repository and the schema's types", async () => {
    const leak = probe('server/areas/orders', 'leak.ts', '');
    writeFileSync(
      leak,
      `import { eq } from 'drizzle-orm';\nimport { commandes } from '${importPath(leak, 'server/platform/db/schema.ts')}';\nexport const where = eq(commandes.id, 1);\n`,
    );
    const messages = await messagesOf([leak]);
    expect(
      messages.split('\n').filter((message) => message.includes("An area's queries live in its repository")),
    ).toHaveLength(2);
    const repository = probe('server/areas/orders', 'repository.ts', '');
    writeFileSync(repository, readFileSync(leak, 'utf8'));
    const typed = probe('server/areas/orders', 'typed.ts', '');
    writeFileSync(
      typed,
      `import type { commandes } from '${importPath(typed, 'server/platform/db/schema.ts')}';\nexport type Row = typeof commandes.$inferSelect;\n`,
    );
    expect(await ruleIdsOf([repository, typed])).toEqual([]);
  });

  it('fails on an import cycle', async () => {
    const a = probe('domain', 'cycleA.ts', "import { b } from './cycleB.ts';\nexport const a = (): unknown => b;\n");
    writeFileSync(join(a, '..', 'cycleB.ts'), "import { a } from './cycleA.ts';\nexport const b = (): unknown => a;\n");
    expect(await ruleIdsOf([a])).toContain('import-x/no-cycle');
  });

  it('passes the same modules when they respect the layers', async () => {
    const file = probe('server', 'clean.ts', '');
    writeFileSync(
      file,
      `import { COMMON_MESSAGES } from '${importPath(file, 'domain/messages.ts')}';\nexport const text = COMMON_MESSAGES.loading;\n`,
    );
    expect(await ruleIdsOf([file])).toEqual([]);
  });
});

// The layers of the portal (architecture §2 and §13), enforced: domain/ imports no other layer and no framework,
// server/ never imports src/ nor machines/ beyond the order and payment ones it runs (§13), machines/ know nothing of React, and a feature of src/features/ reaches
// another only through that feature's public module; the server stands in three floors (compose → areas →
// platform) and an area reaches another only through that area's public module.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The one module through which a feature lets other features use it. */
const FEATURE_PUBLIC_MODULE = 'public.ts';

const features = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureZones = features.flatMap((target) =>
  features
    .filter((from) => from !== target)
    .map((from) => ({
      target: `./src/features/${target}`,
      from: `./src/features/${from}`,
      except: [`./${FEATURE_PUBLIC_MODULE}`],
      message: `A feature uses another only through its ${FEATURE_PUBLIC_MODULE}.`,
    })),
);

/** The server's floors (architecture §2): compose wires areas, an area uses platform, platform knows no area. */
const AREA_PUBLIC_MODULE = 'public.ts';

const areas = readdirSync(new URL('./server/areas/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const serverFloorZones = [
  {
    target: './server/platform',
    from: ['./server/areas', './server/compose', './server/main.ts'],
    message: 'platform/ knows no area: it serves every area and wires none.',
  },
  {
    target: './server/areas',
    from: ['./server/compose', './server/main.ts'],
    message: 'An area never imports the wiring: compose/ imports the areas.',
  },
  ...areas.map((target) => ({
    target: `./server/areas/${target}`,
    from: areas.filter((from) => from !== target).map((from) => `./server/areas/${from}`),
    except: [`./${AREA_PUBLIC_MODULE}`],
    message: `An area uses another only through its ${AREA_PUBLIC_MODULE}.`,
  })),
];

/** The machines the server runs (paths relative to machines/): they import xstate and domain/ only. */
const SERVER_MACHINES = ['./order', './payment', './moderation', './referencing', './persistedTransition.ts'];

const layerZones = [
  {
    target: './domain',
    from: ['./src', './machines', './server', './scripts', './tests'],
    message: 'domain/ depends on no other layer.',
  },
  { target: './machines', from: ['./src', './server'], message: 'Machines depend on domain/ only.' },
  {
    target: './server',
    from: './src',
    message: 'The server never imports the browser application.',
  },
  {
    // Architecture §13: the server runs the order and payment machines with xstate's pure transition().
    target: './server',
    from: './machines',
    except: SERVER_MACHINES,
    message: 'The server runs only the machines it owns (order, payment, moderation) and never the browser-side ones.',
  },
  {
    target: './src',
    from: ['./server'],
    message: 'The browser application talks to the server through the contract only.',
  },
];

const FRAMEWORKS = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-aria-components',
  'xstate',
  '@xstate/*',
  'fastify',
  '@fastify/*',
  'fastify-*',
  'drizzle-orm',
  'drizzle-orm/*',
];
const REACT = ['react', 'react-dom', 'react-dom/*', 'react-aria-components', '@xstate/react', '@tanstack/*'];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      'node_modules/',
      'openapi/generated/',
      'domain/validation/generated/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones, ...serverFloorZones] }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // An area's queries live in its repository (repository.ts, *Repository.ts or repository/): the other files
    // decide and answer, and may name the schema's types only.
    files: ['server/areas/**'],
    ignores: ['server/areas/**/repository.ts', 'server/areas/**/*Repository.ts', 'server/areas/**/repository/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/platform/db/schema.ts'],
              allowTypeImports: true,
              message: "An area's queries live in its repository.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: FRAMEWORKS, message: 'domain/ is framework-free.' }] }],
    },
  },
  {
    files: ['machines/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: REACT, message: 'Machines know nothing of React.' }] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}', 'tests/machines/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  prettier,
);

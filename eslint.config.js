import { readdirSync } from 'node:fs';
import { basename, dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = (side) => {
  try {
    return readdirSync(`./${side}/features`, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
};

/** A feature may not import another feature's internals. */
const featureZones = (side) =>
  features(side).map((name) => ({
    target: `./${side}/features/${name}`,
    from: `./${side}/features`,
    except: [`./${name}`],
    message: 'Features stay apart: move shared code to contract/ or a shared folder.',
  }));

const root = dirname(fileURLToPath(import.meta.url));
/** import-x matches glob zones against absolute file names. */
const abs = (glob) => `${root}/${glob}`;

/** Only repositories touch Drizzle (decision 112). */
const REPOSITORIES = ['server/**/repository.ts', 'server/**/*-repository.ts'];
const ROUTES = ['server/**/routes.ts', 'server/**/*-routes.ts'];

/** Folders every feature may use; they never import a feature. */
const SHARED = {
  server: [
    'cache',
    'db',
    'insights',
    'jobs',
    'lib',
    'mail',
    'notes',
    'payments',
    'plans-data',
    'plugins',
    'rate-limits',
    'readings-data',
    'scripture',
    'settings',
    'strongs',
    'study',
    'users',
  ],
  web: ['components', 'lib'],
};
const sharedZones = (side) =>
  SHARED[side].map((folder) => ({
    target: `./${side}/${folder}`,
    from: `./${side}/features`,
    message: `${side}/${folder} is shared by the features: it never imports one (pass what it needs in).`,
  }));

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/**
 * kebab-case file and folder names: every folder of the path and every dot-separated
 * part of the file name (`plan-card.test.tsx`, `oidc-provider.d.ts`).
 */
const kebabCaseFileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File and folder names are kebab-case.' },
    schema: [],
    messages: {
      name: "'{{part}}' in {{path}} is not kebab-case (lower-case words joined by '-').",
    },
  },
  create(context) {
    const path = relative(context.cwd, context.filename);
    if (path.startsWith('..')) return {};
    const folders = dirname(path) === '.' ? [] : dirname(path).split(/[\\/]/);
    const parts = [...folders, ...basename(path).split('.')];
    const bad = parts.find((part) => !KEBAB.test(part));
    if (!bad) return {};
    return {
      Program(node) {
        context.report({ node, messageId: 'name', data: { part: bad, path } });
      },
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'server/db/migrations',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: {
      'import-x': importX,
      lamplight: { rules: { 'kebab-case-file-names': kebabCaseFileNames } },
    },
    rules: {
      'lamplight/kebab-case-file-names': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type X }` keeps the module (and its side effects) in the bundle; `import type` does not.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './web',
              from: './server',
              message: 'web and server never import each other.',
            },
            {
              target: './server',
              from: './web',
              message: 'web and server never import each other.',
            },
            {
              target: './contract',
              from: './server',
              message: 'contract is shared: no server imports.',
            },
            { target: './contract', from: './web', message: 'contract is shared: no web imports.' },
            ...featureZones('server'),
            ...featureZones('web'),
            {
              target: './server/features',
              from: './server/app.ts',
              message: 'Features never import the app: the app imports them.',
            },
            ...sharedZones('server'),
            {
              target: './server/scripture',
              from: './server/study',
              message:
                'scripture/ is the text and its reader; study/ builds on it and never the other way (decision 177).',
            },
            ...sharedZones('web'),
            {
              target: ROUTES.map(abs),
              from: REPOSITORIES.map(abs),
              message:
                'Routes stay thin: validate, authorize, call the service. Only services call repositories.',
            },
          ],
        },
      ],
    },
    settings: {
      // no-restricted-paths resolves the imported modules: it must know they are TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver': { typescript: { project: './tsconfig.json' } },
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: [...REPOSITORIES, 'server/db/**', 'server/**/*.test.ts', 'server/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^drizzle-orm(/|$)',
              allowTypeImports: true,
              message:
                'Only repositories (repository.ts, *-repository.ts) and server/db use Drizzle: call a repository function (decision 112).',
            },
            {
              regex: '(^|/)db/schema(/|\\.ts$|$)',
              allowTypeImports: true,
              message:
                'Only repositories (repository.ts, *-repository.ts) and server/db read the tables: call a repository function (decision 112).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // zod (about 25 KB gzip) stays out of the reader's first load: values come from the zod-free
      // `*-rules.ts` contract modules; a form that validates with a schema says so where it imports it.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@contract/(?!.*-rules\\.ts$)',
              allowTypeImports: true,
              message:
                'Import values from a zod-free @contract/*-rules.ts module (decision 092); schemas only in lazily loaded forms, with an eslint-disable comment that says so.',
            },
            {
              regex: '^zod(/|$)',
              allowTypeImports: true,
              message:
                'zod only in lazily loaded forms (decision 092), with an eslint-disable comment.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may build fixtures with the contract's schemas; admin screens are admin-only chunks.
    files: ['web/**/*.test.{ts,tsx}', 'web/test/**', 'web/features/admin/**'],
    rules: { '@typescript-eslint/no-restricted-imports': 'off' },
  },
);

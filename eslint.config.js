import { readdirSync } from 'node:fs';
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

/** A feature may not import another feature's internals (design.md §3-4). */
const featureZones = (side) =>
  features(side).map((name) => ({
    target: `./${side}/features/${name}`,
    from: `./${side}/features`,
    except: [`./${name}`],
    message: 'Features stay apart: move shared code to contract/ or a shared folder.',
  }));

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
    plugins: { 'import-x': importX },
    rules: {
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
          ],
        },
      ],
    },
    settings: {
      'import-x/resolver': { typescript: { project: './tsconfig.json' } },
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

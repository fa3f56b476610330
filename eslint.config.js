import { readdirSync, existsSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const folders = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

const webFeatures = folders('apps/web/src/features');
const apiModules = folders('apps/api/src/modules');

/**
 * STYLE.md boundaries: a web feature never imports another feature; an API module reaches
 * another module only through its service.ts. Zones are generated from the folders.
 */
const boundaryZones = [
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'Web features do not import each other; move shared code to src/components or src/lib.',
  })),
  ...apiModules.map((module) => ({
    target: `./apps/api/src/modules/${module}`,
    from: './apps/api/src/modules',
    except: [
      `./${module}`,
      ...apiModules.filter((other) => other !== module).map((other) => `./${other}/service.ts`),
    ],
    message: "API modules talk only through another module's service.ts.",
  })),
  {
    target: ['./apps/api/src/lib', './apps/api/src/plugins'],
    from: './apps/api/src/modules',
    message:
      'Shared API code (lib/, plugins/) does not import modules: take what it needs as a parameter or plugin option.',
  },
  { target: './packages', from: './apps', message: 'The contract package cannot depend on an app.' },
  { target: './apps/web', from: './apps/api', message: 'The web app talks to the API over HTTP only.' },
  { target: './apps/api', from: './apps/web', message: 'The API does not import web code.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/*.cjs',
      'data/**',
      'apps/api/drizzle/**',
      'e2e/.artifacts/**',
      'bench/.out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['info', 'warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          paths: ['i18next', 'react-i18next'].map((name) => ({
            name,
            message:
              "The web app translates with its own src/lib/i18n (useTranslation, Trans, TFunction, i18n); run 'node scripts/codemods/own-i18n.mjs'.",
          })),
        },
      ],
    },
  },
);

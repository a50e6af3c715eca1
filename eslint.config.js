import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const featureBoundary = {
  // bulletproof-react: shared -> features -> app, and no feature imports another feature.
  files: ['apps/web/src/features/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/features/*/**', '**/features/*'],
            message: 'Features import each other only through src/shared.',
          },
          { group: ['**/app/**', '**/app'], message: 'Features must not import from src/app.' },
        ],
      },
    ],
  },
};

const sharedBoundary = {
  files: ['apps/web/src/shared/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/features/**', '**/app/**'],
            message: 'src/shared must not depend on features or app.',
          },
        ],
      },
    ],
  },
};

// A server module uses another only through that module's index.ts, its public face.
const serverModuleBoundary = {
  files: ['apps/server/src/modules/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^\\.\\./[a-z-]+/(?!index\\.js$)',
            message:
              "Another module's internals: import from its index.js (add the export there if it is meant to be shared).",
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/dist-types',
      'data',
      'test-results',
      'playwright-report',
      'apps/server/drizzle',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  featureBoundary,
  sharedBoundary,
  serverModuleBoundary,
);

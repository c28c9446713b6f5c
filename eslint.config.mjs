import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', 'node_modules/**', '.data/**', 'next-env.d.ts', 'coverage/**', 'test-results/**', 'playwright-report/**'],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The sandbox speaks HTTP like the real upstream: it may use the wire contract, nothing else of the app.
    files: ['sandbox/**/*.ts'],
    rules: {
      // A regex, not a group: gitignore-style groups cannot re-include '@/lib/x/wire' once '@/lib/*' excluded its folder.
      'no-restricted-imports': ['error', { patterns: [{ regex: '^@/(app|components)/|^@/lib/(?![\\w-]+/wire$)', message: 'sandbox/ may import only lib/*/wire.ts' }] }],
    },
  },
  {
    // Components see types and pure rules only, never calls.
    files: ['components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/lib/*/calls', '@/lib/upstream*', '@/lib/session*', '@/lib/*/account'], message: 'components/ may import types and pure rules from lib only' }] }],
    },
  },
];

export default config;

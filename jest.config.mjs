import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    '^server-only$': '<rootDir>/tests/support/empty.ts',
  },
  setupFiles: ['<rootDir>/tests/support/env.ts'],
  // Integration suites start an in-process sandbox each; two workers fit two cores.
  maxWorkers: 2,
  testTimeout: 20000,
};

/**
 * Component tests (jsdom) render next-intl's client provider, which ships only as ES modules, with
 * its formatting packages: compiled like our own code. Next's own defaults (client and shared
 * lib of next) stay in the list.
 */
const ESM_ONLY = ['next-intl', 'use-intl', '@formatjs', 'intl-messageformat'];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: resolved.transformIgnorePatterns.map((p) => p.replace('/node_modules/(?!.pnpm)(?!(', `/node_modules/(?!.pnpm)(?!(${ESM_ONLY.join('|')}|`)),
  };
}

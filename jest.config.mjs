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
 * next-intl (and what it is built on) ships ES modules only: component tests that render with
 * messages need them compiled like our own code. Jest skips a file when any ignore pattern
 * matches, so next/jest's node_modules pattern gets these packages as exceptions.
 */
const ESM_PACKAGES = ['next-intl', 'use-intl', 'intl-messageformat', '@formatjs', '@schummar'];

export default async function jestConfig() {
  const resolved = await createJestConfig(config)();
  const except = `/node_modules/(?!(${ESM_PACKAGES.join('|')})/)`;
  return { ...resolved, transformIgnorePatterns: resolved.transformIgnorePatterns.map((p) => p.replace(/^\/node_modules\//, except)) };
}

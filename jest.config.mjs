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

export default createJestConfig(config);

/** The API suite: native ESM (the code reads import.meta.url), TypeScript compiled by swc. */
export default {
  displayName: 'api',
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2023' }, module: { type: 'es6' } },
    ],
  },
  testMatch: ['<rootDir>/src/**/*.test.ts'],
  globalSetup: '<rootDir>/src/test/global-setup.ts',
  globalTeardown: '<rootDir>/src/test/global-teardown.ts',
  maxWorkers: 2,
  // Each test file opens its own database in its worker; under native ESM a worker keeps growing
  // (past 4 GB in one CI run, every file slower than the last): a fresh worker past 2 GB.
  workerIdleMemoryLimit: '2GB',
  // A file's beforeAll opens a database and builds the app: 5 to 13 s alone, and past 15 s in a
  // CI run where both workers do it at once (task-queue.test.ts, drizzle-pglite.test.ts).
  testTimeout: 30_000,
};

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
  // Under native ESM a worker keeps every file's modules and database (past 4 GB in one CI run),
  // and each file's set-up slows as its heap grows: in full runs on this machine a fresh worker
  // past 2 GB took 631 s, past 1 GB 433 s, past 600 MB 340 s, past 300 MB 297 s.
  workerIdleMemoryLimit: '300MB',
  // A file's beforeAll opens a database and builds the app: 5 to 13 s alone, past 15 s in a CI
  // run where both workers do it at once (task-queue.test.ts, drizzle-pglite.test.ts), and more
  // with every core kept busy (npm run test:under-load). Waits in the background (test/until.ts)
  // give up at 20 s, within this.
  testTimeout: 60_000,
};

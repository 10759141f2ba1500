const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2023',
    },
    module: { type: 'commonjs' },
  },
];

const browserPackages = [
  'shared-contracts',
  'shared-ui',
  'shell',
  'mf-client-library',
  'mf-upload-checkout',
  'mf-editor',
  'mf-admin',
  'mf-typist',
];

/** Unit tests of every browser package and of the repository's scripts; the API has its own jest config. */
export default {
  // jest's default leaves a core to itself: one worker on a 2-core machine. Two: 176 s → 127 s.
  maxWorkers: '100%',
  // Component journeys type, wait out debounces and answer calls: on a loaded machine one can
  // take tens of seconds, and the asyncUtilTimeout of each wait (jest/setup-browser.ts) fits
  // several times over, so it is a wait that fails, not the test's clock.
  testTimeout: 120_000,
  projects: [
    ...browserPackages.map((dir) => ({
      displayName: dir,
      rootDir: `<rootDir>/${dir}`,
      testEnvironment: '<rootDir>/../jest/browser-environment.cjs',
      setupFilesAfterEnv: ['<rootDir>/../jest/setup-browser.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
    })),
    {
      displayName: 'scripts',
      rootDir: '<rootDir>/scripts',
      testEnvironment: 'node',
      transform: { '^.+\\.ts$': swc },
      testMatch: ['<rootDir>/**/*.test.ts'],
    },
  ],
};

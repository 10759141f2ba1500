import { runStages } from './test-stages.ts';

/** `npm test`: unit, API and e2e suites in turn, then their totals. */
runStages(
  [
    { name: 'unit', npm: ['run', 'test:unit'] },
    { name: 'api', npm: ['run', 'test:api'] },
    { name: 'e2e', npm: ['run', 'test:e2e'] },
  ],
  'test-results/summary',
);

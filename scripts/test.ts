import { parseArgs } from 'node:util';
import { runStages } from './test-stages.ts';

/**
 * `npm test`: unit, API and e2e suites in turn, then their totals. `-- --unit-under-load` runs the
 * unit stage with every core kept busy (as `test:under-load` does), which CI does: a test that
 * passes only on an idle machine fails there, not on a busy one later.
 */
const { values } = parseArgs({ options: { 'unit-under-load': { type: 'boolean' } } });
await runStages(
  [
    { name: 'unit', npm: ['run', 'test:unit'], underLoad: values['unit-under-load'] },
    { name: 'api', npm: ['run', 'test:api'] },
    { name: 'e2e', npm: ['run', 'test:e2e'] },
  ],
  'test-results/summary',
);

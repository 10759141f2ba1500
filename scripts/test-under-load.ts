import { runStages } from './test-stages.ts';
import { parseUnderLoadOptions, planRuns } from './under-load.ts';

/**
 * `npm run test:under-load [-- --unit-runs N --api-runs N]`: the unit suite three times and the
 * API suite once while every core is kept busy, each run's totals as it ends, then all of them.
 * A test that depends on the machine's speed (a short wait, a fixed sleep) fails here first.
 */
let options;
try {
  options = parseUnderLoadOptions(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
await runStages(planRuns(options), 'test-results/under-load');

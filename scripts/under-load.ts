import { parseArgs } from 'node:util';
import type { Stage } from './test-stages.ts';

export interface UnderLoadOptions {
  unitRuns: number;
  apiRuns: number;
}

const count = (flag: string, value: string | undefined, fallback: number): number => {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value))
    throw new Error(`--${flag} takes a whole number of runs, not "${value}"`);
  return Number(value);
};

/** `--unit-runs N` (3 unless told) and `--api-runs N` (1 unless told); 0 leaves a suite out. */
export function parseUnderLoadOptions(args: readonly string[]): UnderLoadOptions {
  const { values } = parseArgs({
    args: [...args],
    options: { 'unit-runs': { type: 'string' }, 'api-runs': { type: 'string' } },
    strict: true,
  });
  const options = {
    unitRuns: count('unit-runs', values['unit-runs'], 3),
    apiRuns: count('api-runs', values['api-runs'], 1),
  };
  if (options.unitRuns + options.apiRuns === 0)
    throw new Error('Nothing to run: both counts are 0');
  return options;
}

/** The unit runs first, then the API's, each under load. */
export function planRuns({ unitRuns, apiRuns }: UnderLoadOptions): Stage[] {
  const runs = (suite: 'unit' | 'api', times: number): Stage[] =>
    Array.from({ length: times }, (_, index) => ({
      name: times === 1 ? suite : `${suite} run ${index + 1} of ${times}`,
      npm: ['run', suite === 'unit' ? 'test:unit' : 'test:api'],
      underLoad: true,
    }));
  return [...runs('unit', unitRuns), ...runs('api', apiRuns)];
}
